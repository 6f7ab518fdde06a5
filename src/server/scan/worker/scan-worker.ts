import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import { ImageInputError } from '../engine/decode-image.ts';
import { type IdentifyRequest, identifyPhoto } from '../engine/identify.ts';
import { emptySnapshot, type IndexSnapshot } from '../engine/index-snapshot.ts';
import { loadOpenCv } from '../engine/opencv.ts';
import { createNumberReader } from '../engine/read-number.ts';

// One photo at a time per worker; libvips gets one thread too, so N workers use N cores.
sharp.concurrency(1);
const openCv = loadOpenCv();
// Its tesseract thread starts with the first photo whose best matches need the number read.
const numberReader = createNumberReader();
let snapshot: IndexSnapshot = emptySnapshot();

type Message =
  | { type: 'index'; snapshot: IndexSnapshot }
  | { type: 'job'; id: number; payload: IdentifyRequest };

async function runJob(id: number, payload: IdentifyRequest) {
  try {
    const result = await identifyPhoto(await openCv, snapshot, payload, { numberReader });
    parentPort?.postMessage({ id, ok: true, result });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    parentPort?.postMessage({
      id,
      ok: false,
      kind: error instanceof ImageInputError ? 'bad_input' : 'internal',
      message,
    });
  }
}

void openCv.then(() => parentPort?.postMessage({ type: 'ready' }));

parentPort?.on('message', (message: Message) => {
  if (message.type === 'index') {
    snapshot = message.snapshot;
  } else if (message.type === 'job') {
    void runJob(message.id, message.payload);
  }
});
