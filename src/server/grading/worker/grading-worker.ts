import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import { ImageInputError } from '../../scan/engine/decode-image.ts';
import { loadOpenCv } from '../../scan/engine/opencv.ts';
import { type FaceJob, measureFace } from '../engine/measure-face.ts';

// One face at a time per worker; libvips gets one thread too, so N workers use N cores.
sharp.concurrency(1);
const openCv = loadOpenCv();

type Message = { type: 'job'; id: number; payload: FaceJob };

async function runJob(id: number, payload: FaceJob) {
  try {
    const result = await measureFace(await openCv, payload);
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
  if (message.type === 'job') {
    void runJob(message.id, message.payload);
  }
});
