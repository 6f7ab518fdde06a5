import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scanResponseSchema } from '#core/scan/scan-result.schema.ts';
import { photoWorkerOptions, registerPhotoUploads } from '../lib/photo-tools.ts';
import { userOrClientKey } from '../plugins/client-key.ts';
import { requireUser } from '../plugins/session.ts';
import { userSlotsFor } from '../plugins/user-slots.ts';
import { readScanUpload } from './read-scan-upload.ts';
import { identify, type ScanDeps } from './scan.service.ts';
import { createScanWorkers } from './scan-workers.ts';

/** A collector scanning a pile takes a photo every few seconds; a script would take hundreds. */
const SCANS_PER_MINUTE = 30;

/** POST /api/scan/identify: photo in, up to 3 catalog matches per detected card out. */
export async function scanRoutes(app: FastifyInstance) {
  const { config } = app;
  const workers = createScanWorkers(app.pool, photoWorkerOptions(config));
  app.addHook('onClose', () => workers.close());
  await registerPhotoUploads(app, { files: 1, fields: 10, parts: 12 });
  const deps: ScanDeps = {
    pool: app.pool,
    log: app.log,
    workers,
    // Counted across app processes when Redis is configured; a slot is held at most a scan's time.
    slots: userSlotsFor(app, 'scan', config.SCAN_SLOTS_PER_USER, 2 * config.SCAN_TIMEOUT_MS),
  };

  app.withTypeProvider<ZodTypeProvider>().post(
    '/identify',
    {
      // Slots bound scans in flight; this bounds them over time (a scan is seconds of CPU).
      config: {
        rateLimit: {
          max: SCANS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => `scan:${userOrClientKey(request)}`,
        },
      },
      schema: {
        tags: ['scan'],
        summary: 'Identify the cards on a photo (multipart: image, scanMode)',
        response: { 200: scanResponseSchema },
      },
    },
    async (request) =>
      identify({ ...deps, log: request.log }, requireUser(request), () =>
        readScanUpload(request, config.SCAN_MAX_UPLOAD_MB),
      ),
  );
}
