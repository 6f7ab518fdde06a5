import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

// The photo tools (card scan and grading) share their worker limits and upload size settings.

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
