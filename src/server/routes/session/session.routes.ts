import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/session.ts';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['session'],
        summary: 'Extra fields of the signed-in user, merged into the session user',
        response: {
          200: z.object({
            id: z.number(),
            email: z.string(),
            is_admin: z.boolean(),
            membership_tier: z.number(),
          }),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return {
        id: user.id,
        email: user.email,
        is_admin: user.role === 'admin',
        membership_tier: 0,
      };
    },
  );
};
