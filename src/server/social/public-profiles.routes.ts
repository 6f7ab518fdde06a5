import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type SharedView,
  sharedViewQuerySchema,
  sharedViewSchema,
} from '#core/social/social.schema.ts';
import { clientKey } from '../plugins/client-key.ts';
import { viewPublicProfile } from './public-profile.service.ts';

const PROFILE_VIEWS_PER_MINUTE = 60;

/** Public profiles, under /api/profiles: works signed out. */
export const publicProfilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, pool: app.pool };

  app.get(
    '/:handle',
    {
      schema: {
        tags: ['shares'],
        summary:
          'The collection of a user whose privacy is "Everyone (public)", one page at a time',
        description: 'Unknown handles and profiles that are not public answer 404.',
        params: z.object({ handle: z.string().max(100) }),
        querystring: sharedViewQuerySchema,
        response: { 200: sharedViewSchema },
      },
      config: {
        rateLimit: {
          max: PROFILE_VIEWS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => `profile-view:${clientKey(request)}`,
        },
      },
    },
    async (request, reply) => {
      const body = await viewPublicProfile(
        deps,
        request.params.handle,
        request.user?.id ?? null,
        request.query.page,
      );
      return reply.type('application/json; charset=utf-8').send(body as unknown as SharedView);
    },
  );
};
