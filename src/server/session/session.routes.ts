import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meSchema } from '#core/session/me.schema.ts';
import { sessionStateSchema } from '#core/session/session-state.schema.ts';
import { serverDeps } from '../deps.ts';
import { requireSessionUser } from '../plugins/session.ts';
import { getMe } from './me.service.ts';
import { describeSession } from './session-state.service.ts';

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

  app.get(
    '/state',
    {
      schema: {
        tags: ['session'],
        summary: 'Whether the browser holds a session (200 for visitors too: no failed request)',
        response: { 200: sessionStateSchema },
      },
    },
    async (request) => describeSession(request.authSession),
  );
};
