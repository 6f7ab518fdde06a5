import { afterEach, describe, expect, it } from 'vitest';
import type { GrayImage } from './number-strip.ts';
import { createNumberReader, type NumberReader, startTesseract } from './read-number.ts';

/** A strip with a dark bar across its middle: enough ink to be handed to tesseract. */
function inkedStrip(): GrayImage {
  const width = 200;
  const height = 40;
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 15; y < 25; y++) {
    data.fill(0, y * width + 20, y * width + 180);
  }
  return { data, width, height };
}

let reader: NumberReader | null = null;
afterEach(async () => {
  await reader?.close();
  reader = null;
});

describe('createNumberReader', () => {
  it('starts tesseract once ahead of the first read, which then reuses it', async () => {
    let starts = 0;
    reader = createNumberReader(() => {
      starts++;
      return startTesseract();
    });
    await Promise.all([reader.start(), reader.start()]);
    expect(starts).toBe(1);
    expect(typeof (await reader.read(inkedStrip()))).toBe('string');
    expect(starts).toBe(1);
  });

  it('a failed start does not fail the worker, and the next read starts it again', async () => {
    let starts = 0;
    reader = createNumberReader(() => {
      starts++;
      return starts === 1 ? Promise.reject(new Error('no model')) : startTesseract();
    });
    await expect(reader.start()).resolves.toBeUndefined();
    expect(typeof (await reader.read(inkedStrip()))).toBe('string');
    expect(starts).toBe(2);
  });
});
