// A stand-in worker for pool tests: answers { echo } jobs, never answers { hang } ones, throws
// (an uncaught error: the worker crashes) on { crash } ones. A
// { askHelp } job asks the pool for another worker's help and answers with what it got; a
// worker asked to help answers with its thread id, or never when told to hang.
import { parentPort, threadId } from 'node:worker_threads';

type Payload = { echo?: string; hang?: boolean; crash?: boolean; askHelp?: { hang?: boolean } };
type Message =
  | { type: 'job'; id: number; payload: Payload }
  | { type: 'help'; ask: number; hang?: boolean }
  | { type: 'answer'; ask: number; helped: unknown };

let asking: { id: number } | null = null;

parentPort?.postMessage({ type: 'ready' });
parentPort?.on('message', (message: Message) => {
  if (message.type === 'job' && message.payload.crash) {
    throw new Error('test worker crashed on purpose');
  }
  if (message.type === 'job' && message.payload.askHelp) {
    asking = { id: message.id };
    parentPort?.postMessage({ type: 'ask', ask: 1, job: message.id, ...message.payload.askHelp });
  } else if (message.type === 'job' && !message.payload.hang) {
    parentPort?.postMessage({ id: message.id, ok: true, result: message.payload.echo });
  } else if (message.type === 'help' && !message.hang) {
    parentPort?.postMessage({ type: 'helped', helped: { by: threadId } });
  } else if (message.type === 'answer' && asking) {
    const result = { asker: threadId, helped: message.helped };
    parentPort?.postMessage({ id: asking.id, ok: true, result });
    asking = null;
  }
});
