import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDeletionInputSchema,
  passwordChangeInputSchema,
} from '#core/profile/account.schema.ts';
import { displayNameInputSchema as displayNameSchema } from '#core/profile/display-name.schema.ts';
import { meSchema } from '#core/session/me.schema.ts';
import { clearSession } from '../auth/session/transfer.ts';
import { noContent } from '../http/no-content.ts';
import { requireSessionUser, requireVerifiedUser } from '../plugins/session.ts';
import { toMe } from '../session/me.schema.ts';
import { type ShopRouteOptions, shopDeps } from '../shop/shop-deps.ts';
import {
  changePassword,
  deleteAccount,
  signOutEverywhere,
  updateDisplayName,
} from './profile.service.ts';

export const profileRoutes: FastifyPluginAsyncZod<ShopRouteOptions> = async (app, options) => {
  const deps = shopDeps(app, options);
  app.patch(
    '/',
    {
      schema: {
        tags: ['profile'],
        summary: 'Changes the display name; answers the /api/session/me shape',
        body: displayNameSchema,
        response: { 200: meSchema },
      },
    },
    async (request) => {
      const user = requireVerifiedUser(request);
      return toMe(await updateDisplayName(deps, user.id, request.body.display_name));
    },
  );

  app.post(
    '/password',
    {
      schema: {
        tags: ['profile'],
        summary: 'Changes the password and signs out every other session',
        body: passwordChangeInputSchema,
        response: noContent('Password changed'),
      },
    },
    async (request, reply) => {
      const user = requireVerifiedUser(request);
      await changePassword(deps, user, request.body.current_password, request.body.new_password);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/sign-out-everywhere',
    {
      schema: {
        tags: ['profile'],
        summary: 'Revokes every session of the user, this one too',
        response: noContent('Signed out'),
      },
    },
    async (request, reply) => {
      const user = requireSessionUser(request);
      await signOutEverywhere(deps, user.id);
      clearSession(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/',
    {
      schema: {
        tags: ['profile'],
        summary: 'Deletes the account and everything it owns',
        body: accountDeletionInputSchema,
        response: noContent('Account deleted'),
      },
    },
    async (request, reply) => {
      const user = requireSessionUser(request);
      await deleteAccount(deps, user.id, request.body.confirm_email);
      clearSession(request, reply);
      return reply.code(204).send(null);
    },
  );
};
