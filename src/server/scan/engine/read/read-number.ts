import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { type GrayImage, toPgm } from './number-strip.ts';

/** Reads the text of a card's number strip (one line); '' when nothing legible is there. */
export type NumberReader = {
  read(strip: GrayImage): Promise<string>;
  /**
   * Starts tesseract ahead of the first read (a scan worker does so while it loads, so no scan
   * waits for it); resolves once it is up, or has failed (the next read tries again).
   */
  start(): Promise<void>;
  close(): Promise<void>;
};

/** Characters a number strip prints: digits, the slash, set codes and promo prefixes. */
const WHITELIST = '0123456789/-ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** The English LSTM model (best_int) shipped in @tesseract.js-data/eng: never fetched. */
function bundledLanguagePath(): string {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve('@tesseract.js-data/eng/package.json');
  return path.join(path.dirname(pkg), '4.0.0_best_int');
}

export async function startTesseract(): Promise<Worker> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: bundledLanguagePath(),
    gzip: true,
    // Nothing is written next to the process (the default caches the model in the cwd).
    cacheMethod: 'none',
  });
  await worker.setParameters({
    tessedit_pageseg_mode: PSM.SINGLE_LINE,
    tessedit_char_whitelist: WHITELIST,
  });
  return worker;
}

/** A strip with almost no dark pixels has nothing to read (and tesseract logs noise for it). */
function hasInk(strip: GrayImage): boolean {
  let dark = 0;
  for (const value of strip.data) {
    dark += value < 128 ? 1 : 0;
  }
  return dark > strip.data.length * 0.004;
}

/**
 * One tesseract.js worker, started by `start` or on first use (about 0.5-1 s) and reused for
 * every later strip; a scan worker owns one. A failed start is retried on the next read.
 */
export function createNumberReader(startWorker = startTesseract): NumberReader {
  let starting: Promise<Worker> | null = null;
  const started = () => {
    starting ??= startWorker().catch((error: unknown) => {
      starting = null;
      throw error;
    });
    return starting;
  };
  return {
    async read(strip) {
      if (!hasInk(strip)) {
        return '';
      }
      const worker = await started();
      const { data } = await worker.recognize(Buffer.from(toPgm(strip)));
      return data.text.trim();
    },
    async start() {
      await started().catch(() => undefined);
    },
    async close() {
      const worker = await starting?.catch(() => null);
      starting = null;
      await worker?.terminate();
    },
  };
}
