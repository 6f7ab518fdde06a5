import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meSchema } from '#core/session/me.schema.ts';
import { serverDeps } from '../deps.ts';
import { requireSessionUser } from '../plugins/session.ts';
import { getMe } from './me.service.ts';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['session'],
        summary: 'Extra fields of the signed-in user (also answers while the e-mail is unverified)',
        response: { 200: meSchema },
      },
    },
    async (request) => getMe(serverDeps(app), requireSessionUser(request).id),
  );
};
