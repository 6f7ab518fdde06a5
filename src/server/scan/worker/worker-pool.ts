import type { Worker } from 'node:worker_threads';

export type WorkerPoolOptions = {
  /**
   * Creates one worker (the pool replaces crashed or stuck ones with a new one). A worker
   * posts { type: 'ready' } once loaded; jobs (and their time limit) start only after that.
   */
  spawn: () => Worker;
  size: number;
  /** Jobs allowed to wait for a free worker; more are refused with PoolBusyError. */
  queueLimit: number;
  /** A job running longer is abandoned: its worker is terminated and replaced. */
  timeoutMs: number;
  /** Called with every new worker (e.g. to hand it the current index). */
  onSpawn?: (worker: Worker) => void;
};

export class PoolBusyError extends Error {}
export class PoolTimeoutError extends Error {}
/** A job the worker answered with an error: `kind` tells bad input from a crash. */
export class WorkerJobError extends Error {
  constructor(
    readonly kind: 'bad_input' | 'internal',
    message: string,
  ) {
    super(message);
  }
}

type Job = {
  id: number;
  payload: unknown;
  transfer: ArrayBuffer[];
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
};

type Slot = { worker: Worker; ready: boolean; job: Job | null; timer: NodeJS.Timeout | null };

type Reply =
  | { type: 'ready' }
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; kind: 'bad_input' | 'internal'; message: string };

/** A fixed set of worker threads with a bounded wait queue and a per-job time limit. */
export function createWorkerPool(options: WorkerPoolOptions) {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  function finish(slot: Slot, settle: (job: Job) => void) {
    const job = slot.job;
    if (slot.timer) {
      clearTimeout(slot.timer);
    }
    slot.job = null;
    slot.timer = null;
    if (job) {
      settle(job);
    }
    dispatch();
  }

  function startWorker(): Slot {
    const slot: Slot = { worker: options.spawn(), ready: false, job: null, timer: null };
    slot.worker.unref();
    slot.worker.on('message', (reply: Reply) => {
      if ('type' in reply) {
        slot.ready = true;
        dispatch();
        return;
      }
      if (!slot.job || reply.id !== slot.job.id) {
        return;
      }
      finish(slot, (job) =>
        reply.ok
          ? job.resolve(reply.result)
          : job.reject(new WorkerJobError(reply.kind, reply.message)),
      );
    });
    slot.worker.on('error', () =>
      replace(slot, new WorkerJobError('internal', 'the scan worker crashed')),
    );
    slot.worker.on('exit', () =>
      replace(slot, new WorkerJobError('internal', 'the scan worker stopped')),
    );
    options.onSpawn?.(slot.worker);
    return slot;
  }

  function replace(slot: Slot, error: Error) {
    const index = slots.indexOf(slot);
    if (index === -1) {
      return;
    }
    slots.splice(index, 1);
    void slot.worker.terminate();
    if (!closed) {
      slots.push(startWorker());
    }
    finish(slot, (job) => job.reject(error));
  }

  function dispatch() {
    for (const slot of slots) {
      const job = slot.ready && slot.job === null ? queue.shift() : undefined;
      if (!job) {
        continue;
      }
      slot.job = job;
      slot.timer = setTimeout(
        () => replace(slot, new PoolTimeoutError(`scan took longer than ${options.timeoutMs} ms`)),
        options.timeoutMs,
      );
      slot.worker.postMessage({ type: 'job', id: job.id, payload: job.payload }, job.transfer);
    }
  }

  function ensureStarted() {
    while (!closed && slots.length < options.size) {
      slots.push(startWorker());
    }
  }

  return {
    /** Runs one job; rejects with PoolBusyError at once when the wait queue is full. */
    run<T>(payload: unknown, transfer: ArrayBuffer[] = []): Promise<T> {
      if (closed) {
        return Promise.reject(new Error('worker pool is closed'));
      }
      ensureStarted();
      // Free workers take queued jobs first; only jobs beyond them count as waiting.
      const free = slots.filter((slot) => slot.job === null).length;
      if (queue.length >= free + options.queueLimit) {
        return Promise.reject(new PoolBusyError('all scan workers are busy'));
      }
      return new Promise<T>((resolve, reject) => {
        queue.push({
          id: nextId++,
          payload,
          transfer,
          resolve: resolve as (value: unknown) => void,
          reject,
        });
        dispatch();
      });
    },
    /** Sends a message to every running worker (e.g. a new index). */
    broadcast(message: unknown) {
      for (const slot of slots) {
        slot.worker.postMessage(message);
      }
    },
    get started() {
      return slots.length > 0;
    },
    stats: () => ({
      workers: slots.length,
      running: slots.filter((s) => s.job).length,
      waiting: queue.length,
    }),
    async close() {
      closed = true;
      for (const job of queue.splice(0)) {
        job.reject(new Error('worker pool is closed'));
      }
      await Promise.all(
        slots.splice(0).map((slot) => {
          if (slot.timer) {
            clearTimeout(slot.timer);
          }
          slot.worker.removeAllListeners('exit');
          return slot.worker.terminate();
        }),
      );
    },
  };
}

export type WorkerPool = ReturnType<typeof createWorkerPool>;
