import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import { multipartBody, scanForm } from '../test/multipart.ts';
import { createShopUser, type TestUser } from '../test/shop-users.ts';
import type { TestApp } from '../test/test-app.ts';
import { indexFixtureCards, renderFixtureCards } from './test-support/fixture-cards.ts';

let t: TestApp;
let user: TestUser;
let member: TestUser;
let photo: Buffer;

function post(
  form: { payload: Buffer; contentType: string },
  headers: Record<string, string> = user.headers,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/scan/identify',
    headers: { ...headers, 'content-type': form.contentType },
    payload: form.payload,
  });
}

/** A real JPEG whose header claims width x height (the pixels are never decoded). */
function withClaimedSize(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  for (let i = 0; i < copy.length - 9; i++) {
    if (copy[i] === 0xff && (copy[i + 1] === 0xc0 || copy[i + 1] === 0xc2)) {
      copy.writeUInt16BE(height, i + 5);
      copy.writeUInt16BE(width, i + 7);
      return copy;
    }
  }
  throw new Error('no SOF marker');
}

beforeAll(async () => {
  t = await createCatalogTestApp();
  // Scans answer only once the index has an entry (else 503 scan_not_ready).
  await indexFixtureCards(t.app.pool, await renderFixtureCards(), ['base1-4']);
  user = await createShopUser(t.app);
  member = await createShopUser(t.app, { tier: 1 });
  photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#557799' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="300" height="400"><rect width="300" height="400" fill="#f2cf2f"/></svg>',
        ),
        left: 150,
        top: 200,
      },
    ])
    .jpeg()
    .toBuffer();
});

afterAll(async () => {
  await t?.close();
});

describe('POST /api/scan/identify input checks', () => {
  it('needs a signed-in user', async () => {
    const form = scanForm(photo);
    const response = await post(form, {
      cookie: user.headers.cookie ?? '',
      'x-csrf-token': user.headers['x-csrf-token'] ?? '',
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['a missing scanType', { scanType: '' }, /scanType/],
    ['an unknown scanType', { scanType: 'coins' }, /scanType must be 'cards' or 'sealed'/],
    ['a non-numeric scanAccuracy', { scanAccuracy: 'high' }, /scanAccuracy/],
    ['an unknown scanMode', { scanMode: 'album' }, /scanMode/],
  ])('refuses %s with a 400 naming the field', async (_label, fields, message) => {
    const response = await post(scanForm(photo, fields));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(message);
  });

  it('refuses a form without the image', async () => {
    const response = await post(scanForm(null));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/image/);
  });

  it('refuses an empty file', async () => {
    const response = await post(scanForm(Buffer.alloc(0)));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('image is empty');
  });

  it('refuses a file that is not a picture', async () => {
    const text = multipartBody({ scanType: 'cards', scanAccuracy: '30000' }, [
      {
        field: 'image',
        filename: 'notes.txt',
        contentType: 'text/plain',
        data: Buffer.from('hello, not a photo'),
      },
    ]);
    const response = await post(text);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/not a JPEG, PNG or WebP/);
  });

  it('refuses an upload over the size limit with a 400', async () => {
    const huge = Buffer.concat([photo, Buffer.alloc(30 * 1024 * 1024, 7)]);
    const response = await post(scanForm(huge));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('image is larger than 15 MB');
  });

  it('refuses a 20000 x 20000 pixel image from its header', async () => {
    const response = await post(scanForm(withClaimedSize(photo, 20_000, 20_000)));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/20000x20000 pixels/);
  });

  // The photo is 600 x 800; its yellow card spans (150, 200) to (450, 600).
  const CARD_CORNERS = '[[150,200],[450,200],[450,600],[150,600]]';

  it.each([
    ['corners that are not JSON', '[[150,200],[450,200]', /corners must be JSON/],
    ['three corners', '[[150,200],[450,200],[450,600]]', /corners must be 4 \[x, y\] points/],
    ['a corner given as text', '[["150",200],[450,200],[450,600],[150,600]]', /finite numbers/],
    [
      'a corner outside the image',
      '[[150,200],[650,200],[450,600],[150,600]]',
      /corners must be 4 points inside the image \(600x800 pixels\)/,
    ],
    [
      'corners going counter-clockwise',
      '[[150,600],[450,600],[450,200],[150,200]]',
      /clockwise from the top-left/,
    ],
    ['crossed corners', '[[150,200],[450,200],[150,600],[450,600]]', /convex/],
    ['a sliver of a card', '[[150,200],[200,200],[200,260],[150,260]]', /at least 2% of the image/],
  ])('refuses %s with a 400 naming the problem', async (_label, corners, message) => {
    const response = await post(scanForm(photo, { corners }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(message);
  });

  it('takes corners only for a single-card scan', async () => {
    const sealed = await post(scanForm(photo, { scanType: 'sealed', corners: CARD_CORNERS }));
    expect(sealed.statusCode).toBe(400);
    expect(sealed.json().error.message).toMatch(/only accepted for a single-card scan/);
    const multi = await post(
      scanForm(photo, { scanMode: 'multi', corners: CARD_CORNERS }),
      member.headers,
    );
    expect(multi.statusCode).toBe(400);
    expect(multi.json().error.message).toMatch(/only accepted for a single-card scan/);
  });

  it('checks corners against the upright photo of an EXIF-rotated upload', async () => {
    // Stored 600 x 800 with orientation 6: the scanner sees it 800 wide and 600 high.
    const rotated = await sharp(photo).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const wide = '[[100,100],[700,100],[700,500],[100,500]]';
    const response = await post(scanForm(rotated, { corners: wide }));
    expect(response.statusCode).toBe(200);
    const tall = await post(
      scanForm(rotated, { corners: '[[150,200],[450,200],[450,700],[150,700]]' }),
    );
    expect(tall.statusCode).toBe(400);
    expect(tall.json().error.message).toMatch(/inside the image \(800x600 pixels\)/);
  });

  it('refuses a truncated JPEG and keeps scanning afterwards', async () => {
    const truncated = photo.subarray(0, Math.floor(photo.length / 2));
    const response = await post(scanForm(truncated));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/could not be decoded/);
    const next = await post(scanForm(photo));
    expect(next.statusCode).toBe(200);
  });
});
