import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { locationQuerySchema } from '#core/collection/binder-location.schema.ts';
import { userProductSchema } from '#core/collection/user-product.schema.ts';
import { requireUser } from '../../plugins/session.ts';
import { listItemsByLocation } from './item-locations.service.ts';

/** GET /api/iOSUserCards/locations (issue 32): items by where they are. */
export const itemLocationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/locations',
    {
      schema: {
        tags: ['collection'],
        summary:
          'Your items that sit in a binder or a box, filtered by binder_id, binder_page or ' +
          'box_name and sorted by binder, page, pocket, then box and row',
        querystring: locationQuerySchema,
        response: { 200: z.array(userProductSchema) },
      },
    },
    async (request) => listItemsByLocation(app.pool, requireUser(request).id, request.query),
  );
};
