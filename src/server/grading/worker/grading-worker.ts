import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import { announceReady, answerJob } from '../../lib/worker-pool/worker-reply.ts';
import { ImageInputError } from '../../vision/image/decode-image.ts';
import { loadOpenCv } from '../../vision/image/opencv.ts';
import { type FaceJob, measureFace } from '../engine/measure-face.ts';

// One face at a time per worker; libvips gets one thread too, so N workers use N cores.
sharp.concurrency(1);
const openCv = loadOpenCv();

type Message = { type: 'job'; id: number; payload: FaceJob };

announceReady(openCv);

parentPort?.on('message', (message: Message) => {
  if (message.type === 'job') {
    void answerJob(
      message.id,
      async () => measureFace(await openCv, message.payload),
      (error) => error instanceof ImageInputError,
    );
  }
});
