import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#core/errors.ts';
import {
  SCAN_MAX_MATCHES,
  type ScanGroup,
  type ScanMatch,
  scanModeSchema,
  scanResponseSchema,
  scanTypeSchema,
} from '#core/scan/scan-result.schema.ts';
import { requireUser, type SessionUser } from '../plugins/session.ts';
import { userSlotsFor } from '../plugins/user-slots.ts';
import { ImageInputError, inspectImage } from './engine/image/decode-image.ts';
import type { EngineGroup, EngineResult } from './engine/types.ts';
import { photoWorkerOptions, registerPhotoUploads } from './photo-tool-setup.ts';
import { readScanCorners, readScanUpload } from './read-scan-upload.ts';
import { findProductByBarcode, findScanProducts } from './scan-catalog.repository.ts';
import { createScanService, type ScanRequest, type ScanService } from './scan-service.ts';
import { PoolBusyError, PoolTimeoutError, WorkerJobError } from './worker/worker-pool.ts';

const fieldsSchema = z.object({
  scanType: scanTypeSchema,
  scanAccuracy: z.string().regex(/^\d+(\.\d+)?$/, 'must be a number'),
  scanMode: scanModeSchema.default('single'),
  /** JSON [[x, y] x 4] in the photo's pixels, clockwise from top-left; checked with the image. */
  corners: z.string().optional(),
});

const BUSY_RETRY_SECONDS = 2;

function sendError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ error: { code, message } });
}

function parseFields(fields: Record<string, string>) {
  const parsed = fieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'form');
    const hint =
      field === 'scanType'
        ? "scanType must be 'cards' or 'sealed'"
        : `${field}: ${issue?.message ?? 'is invalid'}`;
    throw new AppError('VALIDATION_FAILED', hint);
  }
  return parsed.data;
}

/** Confidence 0.99 for the product whose barcode was read; it outranks any image match. */
async function withBarcode(app: FastifyInstance, result: EngineResult): Promise<EngineGroup[]> {
  const productId = result.barcode ? await findProductByBarcode(app.pool, result.barcode) : null;
  if (!productId) {
    return result.groups;
  }
  const visual = result.groups[0]?.matches.filter((match) => match.productId !== productId) ?? [];
  const matches = [{ productId, confidence: 0.99, score: 2 }, ...visual].slice(0, SCAN_MAX_MATCHES);
  return [{ corners: null, matches }, ...result.groups.slice(1)];
}

async function toResponseGroups(app: FastifyInstance, groups: EngineGroup[]): Promise<ScanGroup[]> {
  const ids = [
    ...new Set(groups.flatMap((group) => group.matches.map((match) => match.productId))),
  ];
  const products = await findScanProducts(app.pool, ids);
  return groups
    .map((group) => ({
      corners: group.corners,
      matches: group.matches.flatMap((match): ScanMatch[] => {
        const product = products.get(match.productId);
        return product
          ? [{ ...product, confidence: Math.round(match.confidence * 1000) / 1000 }]
          : [];
      }),
    }))
    .filter((group) => group.matches.length > 0);
}

async function runScan(service: ScanService, request: ScanRequest) {
  try {
    return await service.identify(request);
  } catch (error) {
    if (error instanceof WorkerJobError && error.kind === 'bad_input') {
      throw new AppError('VALIDATION_FAILED', error.message);
    }
    throw error;
  }
}

/** POST /api/scan/identify: photo in, up to 3 catalog matches per detected card out. */
export async function scanRoutes(app: FastifyInstance) {
  const { config } = app;
  const service = createScanService(app.pool, photoWorkerOptions(config));
  app.addHook('onClose', () => service.close());
  await registerPhotoUploads(app, { files: 1, fields: 10, parts: 12 });

  // Counted across app processes when Redis is configured; a slot is held at most a scan's time.
  const slots = userSlotsFor(app, 'scan', config.SCAN_SLOTS_PER_USER, 2 * config.SCAN_TIMEOUT_MS);
  const identify = async (
    request: FastifyRequest,
    reply: FastifyReply,
    user: SessionUser,
  ): Promise<FastifyReply | z.infer<typeof scanResponseSchema>> => {
    const started = performance.now();
    const upload = await readScanUpload(request, config.SCAN_MAX_UPLOAD_MB);
    const fields = parseFields(upload.fields);
    if (fields.scanMode !== 'single' && user.membershipTier === 0) {
      return sendError(
        reply,
        403,
        'membership_required',
        'Scanning several cards or a binder page at once is a member feature. Upgrade your membership to use it.',
      );
    }
    if (!upload.image) {
      throw new AppError('VALIDATION_FAILED', 'image: attach the photo as the image file field');
    }
    try {
      await inspectImage(upload.image);
    } catch (error) {
      if (error instanceof ImageInputError) {
        throw new AppError('VALIDATION_FAILED', error.message);
      }
      throw error;
    }
    const corners = await readScanCorners(fields.corners, upload.image, fields);
    let result: EngineResult;
    try {
      result = await runScan(service, {
        image: upload.image,
        scanType: fields.scanType,
        scanMode: fields.scanMode,
        corners,
      });
    } catch (error) {
      if (error instanceof PoolBusyError) {
        reply.header('retry-after', String(BUSY_RETRY_SECONDS));
        return sendError(reply, 503, 'scan_busy', 'The scanner is busy, please retry in a moment.');
      }
      if (error instanceof PoolTimeoutError) {
        reply.header('retry-after', String(BUSY_RETRY_SECONDS));
        return sendError(
          reply,
          503,
          'scan_timeout',
          'The scan took too long. Please try again with a clearer photo.',
        );
      }
      throw error;
    }
    const groups = await toResponseGroups(app, await withBarcode(app, result));
    request.log.info(
      { groups: groups.length, ms: Math.round(result.timings.total ?? 0) },
      'scan identified',
    );
    return {
      scanType: fields.scanType,
      scanMode: fields.scanMode,
      results: groups[0]?.matches ?? [],
      groups,
      took_ms: Math.round(performance.now() - started),
    };
  };

  app.withTypeProvider<ZodTypeProvider>().post(
    '/identify',
    {
      schema: {
        tags: ['scan'],
        summary: 'Identify the cards on a photo (multipart: image, scanMode)',
        response: { 200: scanResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      return slots.run(
        user.id,
        () => identify(request, reply, user),
        () => {
          reply.header('retry-after', String(BUSY_RETRY_SECONDS));
          return sendError(
            reply,
            429,
            'scan_limit',
            'You already have scans in progress. Wait for them to finish, then try again.',
          );
        },
      );
    },
  );
}
