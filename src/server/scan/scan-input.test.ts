import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import { createShopUser, type TestUser } from '../test/shop-users.ts';
import type { TestApp } from '../test/test-app.ts';
import { multipartBody, scanForm } from './test-support/multipart.ts';

let t: TestApp;
let user: TestUser;
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
  user = await createShopUser(t.app);
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

  it('refuses a truncated JPEG and keeps scanning afterwards', async () => {
    const truncated = photo.subarray(0, Math.floor(photo.length / 2));
    const response = await post(scanForm(truncated));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/could not be decoded/);
    const next = await post(scanForm(photo));
    expect(next.statusCode).toBe(200);
  });
});
