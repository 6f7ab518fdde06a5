import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import { type IdentifyRequest, identifyPhoto } from '../engine/identify.ts';
import { emptySnapshot, type IndexSnapshot } from '../engine/index-snapshot.ts';
import { loadOpenCv } from '../engine/opencv.ts';
import { createNumberReader } from '../engine/read-number.ts';
import { announceReady, answerJob } from './worker-reply.ts';

// One photo at a time per worker; libvips gets one thread too, so N workers use N cores.
sharp.concurrency(1);
const openCv = loadOpenCv();
// Its tesseract thread starts while the worker loads: the first scan needing the number read
// would otherwise wait 0.5-1 s for it.
const numberReader = createNumberReader();
let snapshot: IndexSnapshot = emptySnapshot();

type Message =
  | { type: 'index'; snapshot: IndexSnapshot }
  | { type: 'job'; id: number; payload: IdentifyRequest };

announceReady(Promise.all([openCv, numberReader.start()]));

parentPort?.on('message', (message: Message) => {
  if (message.type === 'index') {
    snapshot = message.snapshot;
  } else if (message.type === 'job') {
    const { payload } = message;
    void answerJob(message.id, async () =>
      identifyPhoto(await openCv, snapshot, payload, { numberReader }),
    );
  }
});
