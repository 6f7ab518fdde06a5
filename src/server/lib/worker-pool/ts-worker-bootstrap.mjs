// Runs a TypeScript worker entry from source (dev and tests): registers tsx in this thread.
import { workerData } from 'node:worker_threads';

const { register } = await import('tsx/esm/api');
register();
await import(workerData.entry);
