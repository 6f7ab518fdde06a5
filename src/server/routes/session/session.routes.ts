import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#core/errors.ts';
import { findUserById } from '../../auth/users/users.repository.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { meSchema, toMe } from './me.ts';

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
    async (request) => {
      const user = await findUserById(app.db, requireSessionUser(request).id);
      if (!user) {
        throw new AppError('UNAUTHORISED', 'unauthorised');
      }
      return toMe(user);
    },
  );
};
