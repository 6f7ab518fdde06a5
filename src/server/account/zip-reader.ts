import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';
import { AppError } from '#core/errors.ts';

const bad = (message: string) => new AppError('VALIDATION_FAILED', message);

/** An export has a dozen files and two photos per grading result (500 at most). */
const MAX_ENTRIES = 5_000;
/** Far above a 50,000-item items.jsonl (about 30 MB): a ZIP bomb stops here, not in memory. */
const MAX_ENTRY_MB = 256;

/** A ZIP on disk: its entries by name, each read whole on request. */
export type ZipArchive = {
  names: () => string[];
  read: (name: string) => Promise<Buffer | null>;
  close: () => void;
};

function listEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entries.size >= MAX_ENTRIES) {
        reject(new Error(`more than ${MAX_ENTRIES} files`));
        return;
      }
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/**
 * Opens the uploaded ZIP. A cut-short download has no central directory (or one pointing past
 * the end): that is a 400 naming the problem, as is an entry whose data does not match its size.
 */
export async function openZip(path: string): Promise<ZipArchive> {
  let zip: yauzl.ZipFile;
  let entries: Map<string, yauzl.Entry>;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
    entries = await listEntries(zip);
  } catch (error) {
    throw bad(
      `The file is not a complete ZIP archive (cut short or damaged): ${(error as Error).message}`,
    );
  }
  return {
    names: () => [...entries.keys()],
    read: async (name) => {
      const entry = entries.get(name);
      if (!entry) {
        return null;
      }
      if (entry.uncompressedSize > MAX_ENTRY_MB * 1024 * 1024) {
        throw bad(`${name} is larger than ${MAX_ENTRY_MB} MB: not a file Cardfolio wrote`);
      }
      try {
        return await buffer(await zip.openReadStreamPromise(entry));
      } catch (error) {
        throw bad(`${name} in the ZIP is cut short or damaged: ${(error as Error).message}`);
      }
    },
    close: () => zip.close(),
  };
}
