import type { Worker } from 'node:worker_threads';

// A fixed set of worker threads shared by the photo tools (card scan, grading): a bounded wait
// queue, a per-job time limit, crashed or stuck workers replaced. The messages a worker posts
// back are in worker-reply.ts. Lending idle workers to a busy one (decision 044) is an option
// that only the scanner turns on.

export type WorkerPoolOptions = {
  /** The tool the workers serve, as its errors name it ("the grading worker crashed"). */
  tool: string;
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
  /**
   * Whether an idle worker reads parts of a busy one's job when asked (decision 044); when not,
   * every ask is answered null. Default: no (only the scanner's workers ask).
   */
  helpEachOther?: boolean;
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

/** A worker reading part of another's job: whom to answer, and its time limit. */
type Helping = { asker: Slot; ask: number; timer: NodeJS.Timeout };

type Slot = {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  helping: Helping | null;
};

/**
 * A busy worker asks for help with part of its job (`ask`); the pool hands it to an idle
 * worker (`help`, the same fields) and passes the reply (`helped`) back (`answer`). With no
 * worker idle the answer is null at once, and the asker does the part itself (decision 044).
 */
type AskReply = { type: 'ask'; ask: number; job: number };
type HelpedReply = { type: 'helped'; helped: unknown };

type Reply =
  | { type: 'ready' }
  | AskReply
  | HelpedReply
  | { type?: undefined; id: number; ok: true; result: unknown }
  | { type?: undefined; id: number; ok: false; kind: 'bad_input' | 'internal'; message: string };

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
    const slot: Slot = {
      worker: options.spawn(),
      ready: false,
      job: null,
      timer: null,
      helping: null,
    };
    slot.worker.unref();
    slot.worker.on('message', (reply: Reply) => {
      if (reply.type === 'ready') {
        slot.ready = true;
        dispatch();
        return;
      }
      if (reply.type === 'ask') {
        passOnAsk(slot, reply);
        return;
      }
      if (reply.type === 'helped') {
        finishHelping(slot, reply.helped);
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
      replace(slot, new WorkerJobError('internal', `the ${options.tool} worker crashed`)),
    );
    slot.worker.on('exit', () =>
      replace(slot, new WorkerJobError('internal', `the ${options.tool} worker stopped`)),
    );
    options.onSpawn?.(slot.worker);
    return slot;
  }

  /** An idle worker reads the part asked for; with none idle the asker gets null at once. */
  function passOnAsk(asker: Slot, ask: AskReply) {
    const helper =
      options.helpEachOther !== true
        ? undefined
        : slots.find(
            (slot) => slot !== asker && slot.ready && slot.job === null && slot.helping === null,
          );
    if (!helper || asker.job?.id !== ask.job) {
      asker.worker.postMessage({ type: 'answer', ask: ask.ask, helped: null });
      return;
    }
    helper.helping = {
      asker,
      ask: ask.ask,
      // A part of a job gets half a job's time: the asker can still do it itself after.
      timer: setTimeout(
        () => replace(helper, new PoolTimeoutError('help took too long')),
        options.timeoutMs / 2,
      ),
    };
    helper.worker.postMessage({ ...ask, type: 'help' });
  }

  /** Passes a helper's reading on to its asker (which drops it if its job has ended). */
  function finishHelping(helper: Slot, helped: unknown) {
    const helping = helper.helping;
    if (!helping) {
      return;
    }
    clearTimeout(helping.timer);
    helper.helping = null;
    if (slots.includes(helping.asker)) {
      helping.asker.worker.postMessage({ type: 'answer', ask: helping.ask, helped });
    }
  }

  function replace(slot: Slot, error: Error) {
    const index = slots.indexOf(slot);
    if (index === -1) {
      return;
    }
    // Its asker reads the part itself.
    finishHelping(slot, null);
    slots.splice(index, 1);
    void slot.worker.terminate();
    if (!closed) {
      slots.push(startWorker());
    }
    finish(slot, (job) => job.reject(error));
  }

  function dispatch() {
    // Workers not helping another take jobs first: a helper would start the job late.
    const free = [...slots].sort((a, b) => Number(a.helping !== null) - Number(b.helping !== null));
    for (const slot of free) {
      const job = slot.ready && slot.job === null ? queue.shift() : undefined;
      if (!job) {
        continue;
      }
      slot.job = job;
      slot.timer = setTimeout(
        () =>
          replace(
            slot,
            new PoolTimeoutError(`a ${options.tool} job took longer than ${options.timeoutMs} ms`),
          ),
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
        return Promise.reject(new PoolBusyError(`all ${options.tool} workers are busy`));
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
    /** Starts every worker and resolves once all have loaded (a bench times warm workers). */
    async allReady(): Promise<void> {
      ensureStarted();
      while (!slots.every((slot) => slot.ready)) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
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
      ready: slots.filter((s) => s.ready).length,
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
          if (slot.helping) {
            clearTimeout(slot.helping.timer);
          }
          slot.worker.removeAllListeners('exit');
          return slot.worker.terminate();
        }),
      );
    },
  };
}

export type WorkerPool = ReturnType<typeof createWorkerPool>;
