import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

export type NdjsonLine = { lineNumber: number; text: string };

/** The non-blank lines of an NDJSON file, streamed, with 1-based line numbers. */
export async function* readNdjsonLines(filePath: string): AsyncGenerator<NdjsonLine> {
  const input = createReadStream(filePath, { encoding: 'utf8' });
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let lineNumber = 0;
  try {
    for await (const text of lines) {
      lineNumber++;
      if (text.trim() !== '') {
        yield { lineNumber, text };
      }
    }
  } finally {
    lines.close();
    input.destroy();
  }
}
