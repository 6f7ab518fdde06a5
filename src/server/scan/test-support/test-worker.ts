// A stand-in worker for pool tests: answers { echo } jobs, never answers { hang } ones.
import { parentPort } from 'node:worker_threads';

parentPort?.postMessage({ type: 'ready' });
parentPort?.on(
  'message',
  (message: { type: string; id: number; payload: { echo?: string; hang?: boolean } }) => {
    if (message.type !== 'job' || message.payload.hang) {
      return;
    }
    parentPort?.postMessage({ id: message.id, ok: true, result: message.payload.echo });
  },
);
