import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_FORMATS, type ExportFormat } from '#core/collection/csv/export-formats.ts';
import { requireUser, signedInOnly } from '../../plugins/session.ts';
import { exportUserCollection } from './collection-export.service.ts';

const formats = Object.keys(EXPORT_FORMATS) as [ExportFormat, ...ExportFormat[]];

/** GET /api/collection/export?format=: the collection as a download, for every user (ADR 060). */
export const collectionExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', signedInOnly);

  app.get(
    '/',
    {
      schema: {
        tags: ['collection'],
        summary:
          'Download your collection and wishlist: Cardfolio, TCGplayer or Collectr CSV, or JSON',
        querystring: z.object({
          format: z.enum(formats).default('cardfolio').describe(formats.join(', ')),
        }),
        response: { 200: z.string().describe('The file') },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const file = await exportUserCollection(app.pool, user.id, request.query.format, new Date());
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};
