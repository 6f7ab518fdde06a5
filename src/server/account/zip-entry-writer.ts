import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

type FileSummary = { sha256: string; records: number };

/**
 * A ZIP written as a stream: each entry comes from an async generator that is started only
 * when the ZIP reaches it, so one entry's data is in memory at a time. Every entry's SHA-256
 * and record count are kept for the manifest, which is written last.
 */
export class ZipEntryWriter {
  readonly zip = new ZipFile();
  readonly files: Record<string, FileSummary> = {};

  /** An entry whose chunks are yielded by `produce`; `records` counts what it holds. */
  add(
    name: string,
    produce: (count: (n?: number) => void) => AsyncIterable<string | Buffer>,
  ): void {
    this.zip.addReadStreamLazy(name, (callback) => {
      const hash = createHash('sha256');
      const summary: FileSummary = { sha256: '', records: 0 };
      const count = (n = 1) => {
        summary.records += n;
      };
      const files = this.files;
      async function* hashed() {
        for await (const chunk of produce(count)) {
          const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
          hash.update(bytes);
          yield bytes;
        }
        summary.sha256 = hash.digest('hex');
        files[name] = summary;
      }
      callback(null, Readable.from(hashed()));
    });
  }

  /** The entry written after all others (its content may read `files`), then the end. */
  finish(name: string, last: () => string): NodeJS.ReadableStream {
    this.zip.addReadStreamLazy(name, (callback) => {
      callback(null, Readable.from([Buffer.from(last())]));
    });
    this.zip.end();
    return this.zip.outputStream;
  }
}

/** JSON array text, one record a line, from rows of ready JSON. */
export async function* jsonArray(
  rows: Promise<{ line: string }[]>,
  count: () => void,
): AsyncIterable<string> {
  const all = await rows;
  yield '[\n';
  for (const [index, row] of all.entries()) {
    count();
    yield `${index ? ',\n' : ''}${row.line}`;
  }
  yield '\n]\n';
}
