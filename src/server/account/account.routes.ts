import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_ITEMS_HEADER, importResultSchema } from '#core/account/account-import.schema.ts';
import { userOrClientKey } from '../plugins/client-key.ts';
import { requireUser, signedInOnly } from '../plugins/session.ts';
import { exportAccount, importUploadedAccount } from './account.service.ts';
import { MAX_IMPORT_MB } from './read-import-upload.ts';

/** Exports are heavy (a whole account); a collector needs a few an hour. */
const PER_HOUR = 30;

/** GET /api/account/export and POST /api/account/import (issue 34, decision 075). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', signedInOnly);
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMPORT_MB * 1024 * 1024, files: 1, fields: 2, parts: 3 },
  });
  const rateLimit = {
    max: PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request: FastifyRequest) => `account:${userOrClientKey(request)}`,
  };

  app.get(
    '/export',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        summary: 'Download everything you own as one ZIP (JSON of every record, photos, CSV)',
        response: { 200: z.any().describe('application/zip') },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const file = await exportAccount(
        { pool: app.pool, serverVersion: app.config.APP_VERSION },
        user.id,
        new Date(),
      );
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header(EXPORT_ITEMS_HEADER, String(file.itemCount))
        .send(file.stream);
    },
  );

  app.post(
    '/import',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        summary: 'Restore an account export (multipart: mode restore | new-account, file)',
        response: { 200: importResultSchema },
      },
    },
    async (request) => importUploadedAccount(app.db, requireUser(request).id, request),
  );
};
