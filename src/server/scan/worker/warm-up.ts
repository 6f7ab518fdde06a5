import sharp from 'sharp';
import type { OpenCv } from '../../vision/image/opencv.ts';
import { identifyPhoto } from '../engine/identify.ts';
import type { GrayImage } from '../engine/read/number-strip.ts';
import type { NumberReader } from '../engine/read/read-number.ts';
import { emptySnapshot } from '../engine/search/index-snapshot.ts';
import type { EngineResult } from '../engine/types.ts';

const PHOTO = { width: 1200, height: 900 };
const CARD = { width: 200, height: 280, border: 12, gap: 20 };

/** A made-up photo: nine pale cards with dark art boxes, three by three on a dark table. */
async function cardsOnTable(): Promise<Buffer> {
  const { width, height } = PHOTO;
  const data = Buffer.alloc(width * height * 3, 60);
  const fill = (x0: number, y0: number, w: number, h: number, rgb: number[]) => {
    for (let y = y0; y < y0 + h; y++) {
      for (let x = x0; x < x0 + w; x++) {
        data.set(rgb, (y * width + x) * 3);
      }
    }
  };
  for (let row = 0; row < 3; row++) {
    for (let column = 0; column < 3; column++) {
      const x = 270 + column * (CARD.width + CARD.gap);
      const y = 10 + row * (CARD.height + CARD.gap);
      fill(x, y, CARD.width, CARD.height, [235, 220, 120]);
      fill(x + CARD.border, y + 36, CARD.width - 2 * CARD.border, 116, [40 + 60 * row, 90, 160]);
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

/** A number strip with ink on it (dark strokes on white), for tesseract's first recognition. */
function inkedStrip(): GrayImage {
  const width = 240;
  const height = 32;
  const data = new Uint8Array(width * height).fill(245);
  for (let x = 20; x < 220; x += 14) {
    for (let y = 8; y < 24; y++) {
      data.fill(20, y * width + x, y * width + x + 3);
    }
  }
  return { data, width, height };
}

/**
 * A scan worker reads a made-up photo while it loads: OpenCV's WebAssembly and the engine's
 * JavaScript run slowly until V8 has compiled them fully, which cost the first real photo a
 * worker read about 0.2-0.5 s more, the number reader's first read about 0.3 s (decision 044). With no index, nothing is matched, but
 * detection, warping and describing run as for a user's photo.
 */
export async function warmUpEngine(
  cv: OpenCv,
  numberReader: NumberReader | null = null,
): Promise<EngineResult[]> {
  const image = new Uint8Array(await cardsOnTable());
  const results: EngineResult[] = [];
  for (const scanMode of ['multi', 'single'] as const) {
    results.push(await identifyPhoto(cv, emptySnapshot(), { image, scanType: 'cards', scanMode }));
  }
  // Tesseract's first recognition is slow too (about 0.3 s more).
  await numberReader?.read(inkedStrip());
  return results;
}
