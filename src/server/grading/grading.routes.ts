import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  estimateResponseSchema,
  roiRequestSchema,
  roiResponseSchema,
  savedResultListSchema,
  savedResultSchema,
  saveResultSchema,
} from '#core/grading/grading.schema.ts';
import { idParams } from '../http/id-params.ts';
import { photoWorkerOptions, registerPhotoUploads } from '../lib/photo-tools.ts';
import { userOrClientKey } from '../plugins/client-key.ts';
import { requireVerifiedUser } from '../plugins/session.ts';
import { createGradingService, requireGradingMember } from './grading.service.ts';
import { readGradingUpload } from './read-grading-upload.ts';

const TAGS = ['grading'];

/** Verified members only (tier >= 1); free accounts get 403 membership_required. */
const requireMember = (request: FastifyRequest) =>
  requireGradingMember(requireVerifiedUser(request));

/** The AI grading tools (Beta): estimate from photos, grading ROI, saved results. */
export async function gradingRoutes(app: FastifyInstance) {
  const { config } = app;
  const service = createGradingService({ db: app.db, pool: app.pool }, photoWorkerOptions(config));
  app.addHook('onClose', () => service.close());
  await registerPhotoUploads(app, { files: 2, fields: 4, parts: 6 });
  const limit = (max: number) => ({
    rateLimit: {
      max,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `grading:${userOrClientKey(request)}`,
    },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/estimate',
    {
      config: limit(20),
      schema: {
        tags: TAGS,
        summary:
          'Finds, rectifies and measures a card (front, optional back): centering, ceilings, condition',
        consumes: ['multipart/form-data'],
        response: { 200: estimateResponseSchema },
      },
    },
    async (request) => {
      const started = performance.now();
      requireMember(request);
      const photos = await readGradingUpload(request, config.SCAN_MAX_UPLOAD_MB);
      const result = await service.estimate(photos);
      return { ...result, took_ms: Math.round(performance.now() - started) };
    },
  );

  r.post(
    '/roi',
    {
      config: limit(60),
      schema: {
        tags: TAGS,
        summary:
          'Expected value after grading per company (fee and shipping off) against the raw price',
        body: roiRequestSchema,
        response: { 200: roiResponseSchema },
      },
    },
    async (request) => {
      requireMember(request);
      return service.roi(request.body);
    },
  );

  r.get(
    '/results',
    {
      config: limit(120),
      schema: {
        tags: TAGS,
        summary: 'Your saved grading results (without photos)',
        response: { 200: savedResultListSchema },
      },
    },
    async (request) => ({ results: await service.list(requireMember(request).id) }),
  );

  r.get(
    '/results/:id',
    {
      config: limit(120),
      schema: {
        tags: TAGS,
        summary: 'One saved grading result with its photos',
        params: idParams,
        response: { 200: savedResultSchema },
      },
    },
    async (request) => service.get(requireMember(request).id, request.params.id),
  );

  r.post(
    '/results',
    {
      config: limit(30),
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        tags: TAGS,
        summary:
          'Saves an estimate (lines, sub-scores, rectified photos) to one of your collection items',
        body: saveResultSchema,
        response: { 201: savedResultSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.save(requireMember(request).id, request.body)),
  );

  r.delete(
    '/results/:id',
    {
      config: limit(60),
      schema: {
        tags: TAGS,
        summary: 'Deletes a saved grading result and its photos',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.remove(requireMember(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
