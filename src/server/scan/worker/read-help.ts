import { parentPort } from 'node:worker_threads';
import type { RgbImage } from '../../vision/image/rgb-image.ts';
import type { HelpedRead, IdentifyOptions, ReadSpec } from '../engine/types.ts';

// A scan worker's side of decision 044: asking the pool for an idle worker to read one outline
// of its photo, and reading one for another worker. worker-pool.ts passes the messages on.

/** What an asking worker sends: the photo (shared memory, not copied) and the read. */
export type HelpRequest = {
  /** The index version the read must be made with (a worker mid-swap declines). */
  version: number;
  image: RgbImage;
  spec: ReadSpec;
};
export type AskMessage = HelpRequest & { type: 'ask'; ask: number; job: number };
export type HelpMessage = HelpRequest & { type: 'help' };
export type AnswerMessage = { type: 'answer'; ask: number; helped: HelpedRead | null };
export type HelpedMessage = { type: 'helped'; helped: HelpedRead | null };

/** Asks not answered yet, with the job they belong to. */
const pending = new Map<number, { job: number; resolve: (helped: HelpedRead | null) => void }>();
let nextAsk = 1;

/** The same pixels in shared memory, copied once per photo, so asking again costs no copy. */
const sharedImages = new WeakMap<RgbImage, RgbImage>();
function shared(image: RgbImage): RgbImage {
  let copy = sharedImages.get(image);
  if (!copy) {
    const data = new Uint8Array(new SharedArrayBuffer(image.data.length));
    data.set(image.data);
    copy = { data, width: image.width, height: image.height };
    sharedImages.set(image, copy);
  }
  return copy;
}

/** Help for one job's photo: each ask is answered by the pool, with a reading or with null. */
export function askHelpFor(job: number, version: number): IdentifyOptions['askHelp'] {
  if (!parentPort) {
    return null;
  }
  const port = parentPort;
  return (image, spec) =>
    new Promise((resolve) => {
      const ask = nextAsk++;
      pending.set(ask, { job, resolve });
      const message: AskMessage = { type: 'ask', ask, job, version, image: shared(image), spec };
      port.postMessage(message);
    });
}

export function receiveAnswer({ ask, helped }: AnswerMessage): void {
  pending.get(ask)?.resolve(helped);
  pending.delete(ask);
}

/**
 * A job's asks still out when it ends are answered null: a read expected but never needed must
 * not keep the photo alive while another worker finishes it.
 */
export function dropAsks(job: number): void {
  for (const [ask, { job: of, resolve }] of pending) {
    if (of === job) {
      resolve(null);
      pending.delete(ask);
    }
  }
}

/** Reads one outline for another worker and posts the reading (null when it could not). */
export async function answerHelp(
  request: HelpMessage,
  read: (request: HelpRequest) => Promise<HelpedRead | null>,
): Promise<void> {
  let helped: HelpedRead | null = null;
  try {
    helped = await read(request);
  } catch {
    // The asking worker reads it itself.
  }
  const message: HelpedMessage = { type: 'helped', helped };
  parentPort?.postMessage(message);
}
