import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from '#core/errors.ts';
import type { AppConfig } from '../config.ts';
import { PoolBusyError, PoolTimeoutError, WorkerJobError } from './worker-pool/worker-pool.ts';

// The photo tools (card scan and grading) share their worker limits, their upload size settings
// and the way their pool's refusals reach the client.

/** The worker pool size, wait queue and time limit a photo tool takes from the config. */
export const photoWorkerOptions = (config: AppConfig) => ({
  workers: config.SCAN_WORKERS,
  queueLimit: config.SCAN_QUEUE_LIMIT,
  timeoutMs: config.SCAN_TIMEOUT_MS,
  warmUp: config.SCAN_WARM_UP,
});

/** Multipart parsing for a photo form: SCAN_MAX_UPLOAD_MB per file, short text fields. */
export async function registerPhotoUploads(
  app: FastifyInstance,
  limits: { files: number; fields: number; parts: number },
): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: app.config.SCAN_MAX_UPLOAD_MB * 1024 * 1024, fieldSize: 1024, ...limits },
  });
}

/** What a photo tool answers when its pool is full or a job runs past its time limit. */
export type PoolRefusals = { busy: () => AppError; timeout: () => AppError };

/**
 * A pool error as the tool's AppError: full queue and time limit as the tool's own codes (503
 * with Retry-After), a worker's bad-input answer as VALIDATION_FAILED. Anything else (a crashed
 * worker) is returned as it is: a 500 that names the tool in the log.
 */
export function toToolError(error: unknown, refusals: PoolRefusals): unknown {
  if (error instanceof PoolBusyError) {
    return refusals.busy();
  }
  if (error instanceof PoolTimeoutError) {
    return refusals.timeout();
  }
  if (error instanceof WorkerJobError && error.kind === 'bad_input') {
    return new AppError('VALIDATION_FAILED', error.message);
  }
  return error;
}
