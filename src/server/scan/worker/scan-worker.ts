import { parentPort, workerData } from 'node:worker_threads';
import sharp from 'sharp';
import { announceReady, answerJob } from '../../lib/worker-pool/worker-reply.ts';
import { ImageInputError } from '../../vision/image/decode-image.ts';
import { loadOpenCv } from '../../vision/image/opencv.ts';
import { identifyPhoto } from '../engine/identify.ts';
import { readForAnother } from '../engine/multi/several-reader.ts';
import { createNumberReader } from '../engine/read/read-number.ts';
import { emptySnapshot, type IndexSnapshot } from '../engine/search/index-snapshot.ts';
import type { IdentifyRequest } from '../engine/types.ts';
import {
  type AnswerMessage,
  answerHelp,
  askHelpFor,
  dropAsks,
  type HelpMessage,
  receiveAnswer,
} from './read-help.ts';
import { warmUpEngine } from './warm-up.ts';

/** What the pool hands a scan worker when it starts it. */
export type ScanWorkerData = { warmUp: boolean };
const { warmUp } = (workerData as { data?: ScanWorkerData } | null)?.data ?? { warmUp: true };

// One photo at a time per worker; libvips gets one thread too, so N workers use N cores.
sharp.concurrency(1);
const openCv = loadOpenCv();
// Its tesseract thread starts while the worker loads: the first scan needing the number read
// would otherwise wait 0.5-1 s for it.
const numberReader = createNumberReader();
let snapshot: IndexSnapshot = emptySnapshot();

type Message =
  | { type: 'index'; snapshot: IndexSnapshot }
  | { type: 'job'; id: number; payload: IdentifyRequest }
  | HelpMessage
  | AnswerMessage;

// Jobs start once the engine has read a made-up photo (decision 044) and tesseract is up.
announceReady(
  // A warm-up that fails only leaves the first photo slower.
  Promise.all([openCv, numberReader.start()]).then(([cv]) =>
    warmUp ? warmUpEngine(cv, numberReader).catch(() => undefined) : undefined,
  ),
);

parentPort?.on('message', (message: Message) => {
  if (message.type === 'index') {
    snapshot = message.snapshot;
  } else if (message.type === 'job') {
    const { id, payload } = message;
    // The index this photo is read with: a worker that helps must hold the same one.
    const jobSnapshot = snapshot;
    const askHelp = askHelpFor(id, jobSnapshot.version);
    void answerJob(
      id,
      async () => identifyPhoto(await openCv, jobSnapshot, payload, { numberReader, askHelp }),
      (error) => error instanceof ImageInputError,
    ).finally(() => dropAsks(id));
  } else if (message.type === 'help') {
    void answerHelp(message, async ({ version, image, spec }) =>
      version === snapshot.version
        ? readForAnother(await openCv, snapshot, image, spec, { numberReader })
        : null,
    );
  } else if (message.type === 'answer') {
    receiveAnswer(message);
  }
});
