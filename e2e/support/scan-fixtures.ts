import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import sharp from 'sharp';
import { makePhoto } from '#test-support/synthetic/scan/make-photo.ts';
import { renderSyntheticCard } from '#test-support/synthetic/scan/render-card.ts';
import { addToScanIndex } from '../../src/server/scan/index-store.ts';
import { scanForm } from '../../src/server/test/multipart.ts';
import { createShopUser } from '../../src/server/test/shop-users.ts';
import { FIXTURE_CATALOG_DIR } from '../fixtures/catalog/load-catalog.ts';
import type { RunningApp } from './app-server.ts';

type FixtureCard = { id: string; set_id: string; name: string; number: string; language: string };
type FixtureSet = { id: string; name: string; abbreviation: string | null };

function readNdjson<T>(file: string): T[] {
  return readFileSync(path.join(FIXTURE_CATALOG_DIR, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

/** Renders a synthetic face for each fixture catalog card and puts them all in the scan index. */
export async function indexFixtureCards(pool: pg.Pool): Promise<Map<string, Buffer>> {
  const sets = new Map(readNdjson<FixtureSet>('sets.ndjson').map((set) => [set.id, set]));
  const faces = new Map<string, Buffer>();
  for (const card of readNdjson<FixtureCard>('cards.ndjson')) {
    const set = sets.get(card.set_id);
    faces.set(
      card.id,
      await renderSyntheticCard({
        productId: card.id,
        name: card.name,
        number: card.number,
        setCode: set?.abbreviation ?? null,
        setName: set?.name ?? null,
        language: card.language,
      }),
    );
  }
  const summary = await addToScanIndex(
    pool,
    [...faces].map(([productId, image]) => ({ productId, image })),
  );
  if (summary.failed.length > 0) {
    throw new Error(`scan index: ${JSON.stringify(summary.failed)}`);
  }
  return faces;
}

/** The fake camera's picture size: the 1920x1080 the scanner asks for. */
export const PHOTO_SIZE = { width: 1920, height: 1080 };

/** A photo of a table with nothing on it (a plain surface with a little noise). */
export async function makeBlankTablePhoto(): Promise<Buffer> {
  const { width, height } = PHOTO_SIZE;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const grain = (i * 7919) % 13;
    pixels[i] = 120 + grain;
    pixels[i + 1] = 92 + grain;
    pixels[i + 2] = 64 + grain;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A clean photo of the given card faces on a plain background. */
export async function photographCards(faces: Buffer[], seed: number): Promise<Buffer> {
  const photo = await makePhoto(faces, seed, {
    ...PHOTO_SIZE,
    difficulty: 0,
    background: 'plain',
    glare: false,
  });
  return photo.jpeg;
}

/**
 * Chromium's fake camera plays an MJPEG file: JPEG frames one after another. A few copies of
 * one frame make a still scene.
 */
export function writeMjpeg(file: string, jpeg: Buffer): string {
  writeFileSync(file, Buffer.concat([jpeg, jpeg, jpeg]));
  return file;
}

/** The image part of a multipart scan request body. */
export function extractImagePart(body: Buffer): Buffer {
  const header = body.indexOf('name="image"');
  const start = body.indexOf('\r\n\r\n', header) + 4;
  const boundary = body.subarray(0, body.indexOf('\r\n')).toString('latin1');
  const end = body.indexOf(`\r\n${boundary}`, start);
  return body.subarray(start, end);
}

/**
 * One real scan before the journeys: the worker loads its image and OCR engines on first use,
 * which on a busy machine takes longer than a journey should wait for one step.
 */
export async function warmUpScanner(server: RunningApp, photo: Buffer): Promise<void> {
  const user = await createShopUser(server.app);
  const form = scanForm(photo);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/scan/identify',
    headers: { ...user.headers, 'content-type': form.contentType },
    payload: form.payload,
  });
  if (response.statusCode !== 200) {
    throw new Error(`scan warm-up failed: ${response.statusCode} ${response.body}`);
  }
}
