import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { CardCorners, Point } from '../src/core/scan/card-corners.ts';
import type { ScanResponse } from '../src/core/scan/scan-result.schema.ts';
import { signInNewAccount } from './support/accounts.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney, scratchDir } from './support/journey.ts';
import {
  extractImagePart,
  indexFixtureCards,
  makeBlankTablePhoto,
  photographCards,
  warmUpScanner,
  writeMjpeg,
} from './support/scan-fixtures.ts';

const SINGLE_CARD = { id: 'swsh9-50', name: 'Pikachu' };
const MULTI_CARDS = [{ id: 'swsh9-123' }, { id: 'base2-1' }, { id: 'sv06-100' }];

const workDir = scratchDir('scan-e2e');
let cardPhoto: Buffer;
let cameras: { card: string; blank: string; multi: string };

const j = browserJourney({
  // One scan at a time here; a slow shared test machine must not turn a scan into a 503.
  config: { SCAN_WORKERS: '1', SCAN_TIMEOUT_MS: '60000' },
  catalog: true,
  seed: async (server) => {
    const faces = await indexFixtureCards(server.app.pool);
    const face = (id: string) => {
      const png = faces.get(id);
      if (!png) {
        throw new Error(`no face for ${id}`);
      }
      return png;
    };
    cardPhoto = await photographCards([face(SINGLE_CARD.id)], 7);
    const multiPhoto = await photographCards(
      MULTI_CARDS.map((card) => face(card.id)),
      11,
    );
    await warmUpScanner(server, cardPhoto);
    cameras = {
      card: writeMjpeg(path.join(workDir, 'card.mjpeg'), cardPhoto),
      blank: writeMjpeg(path.join(workDir, 'blank.mjpeg'), await makeBlankTablePhoto()),
      multi: writeMjpeg(path.join(workDir, 'multi.mjpeg'), multiPhoto),
    };
  },
  blockExternal: true,
});

type CollectionItem = {
  product_id: string;
  quantity: number;
  condition: string;
  variant: string;
};

const dialog = (page: Page) => page.getByRole('dialog', { name: /^(Scan|Adjust corners)/ });
const navScanButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Scan', exact: true });

// Runs in the page: records the camera streams it opens, so a test can check they were stopped.
const TRACK_STREAMS = `(() => {
  const media = navigator.mediaDevices;
  if (!media || !media.getUserMedia) return;
  window.scanStreams = [];
  const original = media.getUserMedia.bind(media);
  media.getUserMedia = async (constraints) => {
    const stream = await original(constraints);
    window.scanStreams.push(stream);
    return stream;
  };
})()`;

const LIVE_TRACKS = `(window.scanStreams || [])
  .flatMap((stream) => stream.getTracks())
  .filter((track) => track.readyState === 'live').length`;

const NO_CAMERA = `Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true })`;

// Runs in the page: the browser refuses the camera as when the user denied the permission.
const CAMERA_DENIED = `navigator.mediaDevices.getUserMedia = () =>
  Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))`;

function liveTrackCount(page: Page): Promise<number> {
  return page.evaluate(LIVE_TRACKS) as Promise<number>;
}

// Runs in the page: element size changes are never reported (a busy phone reports them late).
const SILENT_RESIZE_OBSERVER = `window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
}`;

/**
 * A new account of that membership tier, signed in on a page whose camera plays `camera` (on
 * this test's page, which has none, for null), recording the camera streams it opens.
 */
async function newSignedInPage(
  label: string,
  camera: string | null,
  membershipTier = 0,
  initScripts: string[] = [],
): Promise<Page> {
  const page = camera === null ? j.page : await j.newPage({ camera });
  for (const script of [TRACK_STREAMS, ...initScripts]) {
    await page.addInitScript(script);
  }
  await signInNewAccount(page, j.server, label, { membershipTier });
  return page;
}

async function openScanner(page: Page) {
  await navScanButton(page).click();
  await dialog(page).waitFor();
}

async function capture(page: Page) {
  const button = dialog(page).getByRole('button', { name: 'Capture' });
  await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
  await button.click();
}

/** Opens the scanner, switches to Multi and captures: the identify request's body. */
async function captureInMultiMode(page: Page): Promise<Buffer> {
  await openScanner(page);
  await dialog(page)
    .getByRole('button', { name: /^Multi/ })
    .click();
  const sent = page.waitForRequest('**/api/scan/identify');
  await capture(page);
  return (await sent).postDataBuffer() ?? Buffer.alloc(0);
}

/** The `corners` form field of a multipart scan request, parsed. */
function sentCorners(body: Buffer): CardCorners | null {
  const field = body.toString('latin1').match(/name="corners"\r\n\r\n(.*?)\r\n/);
  return field?.[1] ? (JSON.parse(field[1]) as CardCorners) : null;
}

async function centreOf(page: Page, name: string): Promise<Point> {
  const box = await dialog(page).getByRole('button', { name }).boundingBox();
  if (!box) {
    throw new Error(`${name} is not on screen`);
  }
  return [box.x + box.width / 2, box.y + box.height / 2];
}

async function collection(page: Page): Promise<CollectionItem[]> {
  const response = await page.request.get(`${j.server.baseUrl}/api/iOSUserCards/`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as CollectionItem[] | { cards: CollectionItem[] };
  return Array.isArray(body) ? body : body.cards;
}

describe.skipIf(!hasChromium)('scan journeys', () => {
  it('identifies a card from the camera, adds it, scans the next and opens the card page', async () => {
    const page = await newSignedInPage('scanner', cameras.card);
    await openScanner(page);
    await dialog(page).getByText('Fill the frame, avoid glare, plain background').waitFor();
    expect(
      await dialog(page).getByRole('button', { name: 'Cards' }).getAttribute('aria-pressed'),
    ).toBe('true');

    const sent = page.waitForRequest('**/api/scan/identify');
    await capture(page);
    const raw = (await sent).postDataBuffer() ?? Buffer.alloc(0);
    const body = raw.toString('latin1');
    expect(body).toMatch(/name="scanType"\r\n\r\ncards\r\n/);
    expect(body).toMatch(/name="scanAccuracy"\r\n\r\n30000\r\n/);
    expect(body).toMatch(/name="image"; filename="scan.jpg"\r\nContent-Type: image\/jpeg/);
    // Cropped to the card-shaped guide (plus a small margin): taller than wide.
    const crop = await sharp(extractImagePart(raw)).metadata();
    expect(crop.format).toBe('jpeg');
    expect(crop.width).toBeLessThanOrEqual(1200);
    expect(crop.height).toBeGreaterThan(crop.width ?? 0);

    await dialog(page)
      .getByText(/^Match 1 of [1-3]$/)
      .waitFor({ timeout: 20_000 });
    expect(await dialog(page).getByRole('heading', { level: 3 }).first().textContent()).toBe(
      SINGLE_CARD.name,
    );
    await dialog(page)
      .getByText(/^\d{1,3}% match$/)
      .first()
      .waitFor();
    // Enough to tell it from a reprint or another language, and what it is worth.
    await dialog(page)
      .getByText(/ · #50 · English$/)
      .first()
      .waitFor();
    await dialog(page)
      .getByText(/^(Market price \S+|No market price yet)/)
      .waitFor();

    // One tap adds it (normal, NM, 1), then 'Scan next' goes straight back to the camera.
    await dialog(page).getByRole('button', { name: 'Add to collection' }).click();
    await page.getByText(`Added ${SINGLE_CARD.name} to your collection`).waitFor();
    const items = await collection(page);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      product_id: SINGLE_CARD.id,
      quantity: 1,
      condition: 'NM',
      variant: 'normal',
    });
    await dialog(page).getByRole('button', { name: 'Scan next' }).click();
    await dialog(page).getByRole('button', { name: 'Capture' }).waitFor();
    expect(await liveTrackCount(page)).toBeGreaterThan(0);

    // Tapping the picture captures too. Two scans in a row go to the review batch, then are
    // added in one call.
    for (const count of ['1 card', '2 cards']) {
      await dialog(page).locator('.scan-view').click();
      await dialog(page)
        .getByText(/^Match 1 of [1-3]$/)
        .waitFor({ timeout: 20_000 });
      await dialog(page).getByRole('button', { name: 'Add to batch' }).click();
      await dialog(page)
        .getByRole('heading', { name: `Review ${count}` })
        .waitFor();
    }
    await dialog(page).getByRole('button', { name: 'Add all to collection' }).click();
    await page.getByText('Added 2 items to your collection').waitFor();
    expect((await collection(page)).map((item) => item.product_id)).toEqual(
      Array(3).fill(SINGLE_CARD.id),
    );

    await dialog(page).locator('.scan-view').click();
    await dialog(page)
      .getByText(/^Match 1 of [1-3]$/)
      .waitFor({ timeout: 20_000 });
    await dialog(page).getByRole('link', { name: 'View Card' }).click();
    await page.waitForURL(`**/card/${SINGLE_CARD.id}`);
    await page.getByRole('heading', { level: 1, name: SINGLE_CARD.name }).waitFor();
    expect(await dialog(page).count()).toBe(0);
    expect(await liveTrackCount(page)).toBe(0);
  });

  it('lets the user drag the detected corners and scan the same photo again', async () => {
    const page = await newSignedInPage('corners', cameras.card);
    await openScanner(page);
    const firstRequest = page.waitForRequest('**/api/scan/identify');
    const firstResponse = page.waitForResponse('**/api/scan/identify');
    await capture(page);
    const firstBody = (await firstRequest).postDataBuffer() ?? Buffer.alloc(0);
    expect(sentCorners(firstBody)).toBeNull();
    const first = (await (await firstResponse).json()) as ScanResponse;
    const detected = first.groups[0]?.corners as CardCorners;
    expect(detected).toHaveLength(4);
    await dialog(page)
      .getByText(/^Match 1 of [1-3]$/)
      .waitFor({ timeout: 20_000 });

    await dialog(page).getByRole('button', { name: 'Adjust corners' }).click();
    await dialog(page).getByRole('heading', { name: 'Adjust corners' }).waitFor();
    const photo = dialog(page).getByRole('img', { name: 'The capture to outline' });
    const shown = await photo.boundingBox();
    const natural = await photo.evaluate((element) => {
      const img = element as unknown as { naturalWidth: number; naturalHeight: number };
      return { width: img.naturalWidth, height: img.naturalHeight };
    });
    const pxPerCss = natural.width / (shown?.width ?? 1);
    // The handles sit on the corners the scanner reported.
    const [tlx, tly] = await centreOf(page, 'Top-left corner');
    expect(Math.abs((tlx - (shown?.x ?? 0)) * pxPerCss - detected[0][0])).toBeLessThan(
      3 * pxPerCss,
    );
    expect(Math.abs((tly - (shown?.y ?? 0)) * pxPerCss - detected[0][1])).toBeLessThan(
      3 * pxPerCss,
    );

    // Drag the top-left corner 10 px left and 12 px up (a mouse here; pointer events also
    // carry touch), then nudge the top-right one with the arrow key.
    await page.mouse.move(tlx, tly);
    await page.mouse.down();
    await page.mouse.move(tlx - 5, tly - 6, { steps: 3 });
    await page.mouse.move(tlx - 10, tly - 12, { steps: 3 });
    await page.mouse.up();
    await dialog(page).getByRole('button', { name: 'Top-right corner' }).press('ArrowRight');

    const secondRequest = page.waitForRequest('**/api/scan/identify');
    await dialog(page).getByRole('button', { name: 'Scan again' }).click();
    const secondBody = (await secondRequest).postDataBuffer() ?? Buffer.alloc(0);
    // The same capture goes again, with the user's corners in its pixels.
    expect(extractImagePart(secondBody).equals(extractImagePart(firstBody))).toBe(true);
    const corners = sentCorners(secondBody);
    expect(corners).not.toBeNull();
    const inside = ([x, y]: Point): Point => [
      Math.min(natural.width, Math.max(0, x)),
      Math.min(natural.height, Math.max(0, y)),
    ];
    const [tl, tr, br, bl] = (corners ?? []) as CardCorners;
    const expectedTl = inside([detected[0][0] - 10 * pxPerCss, detected[0][1] - 12 * pxPerCss]);
    expect(Math.abs(tl[0] - expectedTl[0])).toBeLessThan(1.5 * pxPerCss);
    expect(Math.abs(tl[1] - expectedTl[1])).toBeLessThan(1.5 * pxPerCss);
    const step = Math.max(natural.width, natural.height) * 0.005;
    const expectedTr = inside([detected[1][0] + step, detected[1][1]]);
    expect(tr[0]).toBeCloseTo(expectedTr[0], 0);
    expect(tr[1]).toBeCloseTo(expectedTr[1], 0);
    expect(br).toEqual(inside(detected[2]).map((v) => Math.round(v * 10) / 10));
    expect(bl).toEqual(inside(detected[3]).map((v) => Math.round(v * 10) / 10));

    await dialog(page)
      .getByText(/^Match 1 of [1-3]$/)
      .waitFor({ timeout: 20_000 });
    expect(await dialog(page).getByRole('heading', { level: 3 }).first().textContent()).toBe(
      SINGLE_CARD.name,
    );
  });

  it('says no cards were detected on a blank table, with the photo, what was tried and how to retake', async () => {
    const page = await newSignedInPage('blank', cameras.blank);
    await openScanner(page);
    await capture(page);
    const nothing = dialog(page).getByRole('alert', { name: 'Nothing found on this photo' });
    await nothing.waitFor({ timeout: 20_000 });
    await nothing.getByText('No cards detected. Try again.').waitFor();
    await nothing.getByRole('img', { name: 'Your scanned capture' }).waitFor();
    await nothing.getByText(/^Looked for a card outline.*tried the whole photo/).waitFor();
    await nothing.getByText(/fill the frame with it, and avoid glare/).waitFor();
    // The spec's text goes after its 3 s; the photo and the tips stay beside the live camera.
    await nothing.getByText('No cards detected. Try again.').waitFor({ state: 'detached' });
    await nothing.getByText('Nothing was recognised on your last photo.').waitFor();
    expect(await dialog(page).locator('.scan-panel__live').isVisible()).toBe(true);
    await nothing.getByRole('button', { name: 'Retake' }).click();
    await nothing.waitFor({ state: 'detached' });
    await capture(page);
    await nothing.waitFor({ timeout: 20_000 });

    // The photo can still be outlined by hand: a centred card outline to start from.
    await dialog(page).getByRole('button', { name: 'Adjust corners' }).click();
    await dialog(page).getByRole('button', { name: 'Bottom-right corner' }).waitFor();
    expect(await dialog(page).getByRole('button', { name: 'Scan again' }).isEnabled()).toBe(true);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).getByRole('button', { name: 'Capture' }).waitFor();

    // Escape closes the dialog, stops the camera and gives focus back to the Scan button.
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await liveTrackCount(page)).toBe(0);
    expect(
      await navScanButton(page).evaluate((button) => button === button.ownerDocument.activeElement),
    ).toBe(true);
  });

  it('says why the camera failed and identifies an uploaded photo', async () => {
    const page = await newSignedInPage('nocamera', null, 0, [CAMERA_DENIED]);
    await openScanner(page);
    await dialog(page).getByText('Camera permission was denied').waitFor();
    await dialog(page).locator('.scan-nocamera').getByLabel('Upload a photo').waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });

    await page.addInitScript(NO_CAMERA);
    await page.reload();
    // The collection page has its own Scan button.
    await page.getByRole('main').getByRole('button', { name: 'Scan cards' }).click();
    await dialog(page).getByText('getUserMedia not supported', { exact: true }).waitFor();
    await dialog(page).getByText("This browser can't use the camera here").waitFor();
    expect(await dialog(page).getByRole('button', { name: 'Capture' }).count()).toBe(0);

    // A file that is no photo fails like any scan, then another upload may follow at once.
    await dialog(page)
      .getByLabel('Upload a photo')
      .setInputFiles({
        name: 'notes.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('not a photo'),
      });
    await dialog(page).getByText('Failed to scan item').waitFor();

    const sent = page.waitForRequest('**/api/scan/identify');
    await dialog(page)
      .getByLabel('Upload a photo')
      .setInputFiles({ name: 'card.jpg', mimeType: 'image/jpeg', buffer: cardPhoto });
    expect((await sent).postDataBuffer()?.toString('latin1')).toContain('image/jpeg');
    await dialog(page)
      .getByText(/^Match 1 of [1-3]$/)
      .waitFor({ timeout: 20_000 });
    expect(await dialog(page).getByRole('heading', { level: 3 }).first().textContent()).toBe(
      SINGLE_CARD.name,
    );
  });

  it('sends a signed-out visitor to sign in first', async () => {
    const page = j.page;
    await page.goto(`${j.server.baseUrl}/english/sets`);
    await navScanButton(page).click();
    await page.waitForURL('**/login?redirectToPath=%2Fenglish%2Fsets');
  });

  it('shows a free user the multi-scan upsell instead of multi scanning', async () => {
    const page = await newSignedInPage('free', cameras.card);
    await openScanner(page);
    await dialog(page)
      .getByRole('button', { name: /^Multi/ })
      .click();
    await dialog(page)
      .getByText('Scanning up to 10 cards or a binder page at once is a member benefit')
      .waitFor();
    expect(
      await dialog(page).getByRole('button', { name: 'Single' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await dialog(page).getByRole('link', { name: 'See memberships' }).click();
    await page.waitForURL('**/memberships');
    expect(await liveTrackCount(page)).toBe(0);
  });

  it('sends the whole picture in Multi mode even before the view has been measured again', async () => {
    const page = await newSignedInPage('member-quick', cameras.multi, 1, [SILENT_RESIZE_OBSERVER]);
    const raw = await captureInMultiMode(page);
    const photo = await sharp(extractImagePart(raw)).metadata();
    expect([photo.width, photo.height]).toEqual([1200, 675]);
  });

  it('lets a member scan several cards at once and add them all', async () => {
    const page = await newSignedInPage('member', cameras.multi, 1);
    const raw = await captureInMultiMode(page);
    expect(raw.toString('latin1')).toMatch(/name="scanMode"\r\n\r\nmulti\r\n/);
    // The whole 1920x1080 picture, scaled to the 1200 px maximum.
    const photo = await sharp(extractImagePart(raw)).metadata();
    expect([photo.width, photo.height]).toEqual([1200, 675]);
    await dialog(page)
      .getByText(/^\d+ cards found$/)
      .waitFor({ timeout: 30_000 });
    const groups = dialog(page).getByRole('group', { name: /^Card \d+$/ });
    expect(await groups.count()).toBe(MULTI_CARDS.length);
    const found = await groups.evaluateAll((elements) =>
      elements.map((element) =>
        element.querySelector('[data-product-id]')?.getAttribute('data-product-id'),
      ),
    );
    expect(found.sort()).toEqual(MULTI_CARDS.map((card) => card.id).sort());

    await dialog(page).getByRole('button', { name: 'Add all to collection' }).click();
    await page.getByText(`Added ${MULTI_CARDS.length} items to your collection`).waitFor();
    const items = await collection(page);
    expect(items.map((item) => item.product_id).sort()).toEqual(
      MULTI_CARDS.map((card) => card.id).sort(),
    );
    await dialog(page).getByRole('button', { name: 'Scan next' }).click();
    await dialog(page).getByRole('button', { name: 'Capture' }).waitFor();
  });

  // Last: it empties the scan index, as on a fresh install.
  it("tells a user scanning isn't ready on a server without a scan index", async () => {
    await j.server.app.pool.query('DELETE FROM scan_index_entries');
    const page = await newSignedInPage('fresh', null, 0, [NO_CAMERA]);
    await openScanner(page);
    await dialog(page)
      .getByLabel('Upload a photo')
      .setInputFiles({ name: 'card.jpg', mimeType: 'image/jpeg', buffer: cardPhoto });
    await dialog(page).getByText("Scanning isn't ready yet on this server.").waitFor();
    expect(await dialog(page).getByText('No cards detected').count()).toBe(0);
  });
});
