import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type SharedView,
  sharedViewQuerySchema,
  sharedViewSchema,
  shareInputSchema,
  shareLinkSchema,
} from '#core/social/social.schema.ts';
import { loadAuthKey } from '../auth/totp/secret-box.ts';
import { idParams } from '../http/id-params.ts';
import { clientKey } from '../plugins/client-key.ts';
import { requireVerifiedUser } from '../plugins/session.ts';
import {
  createShare,
  listShares,
  revokeShare,
  sealClearShareTokens,
  viewShare,
} from './shares.service.ts';

const TAGS = ['shares'];
/** A viewer pages through a link a few times a minute; a flood of views is refused early. */
const SHARE_VIEWS_PER_MINUTE = 60;

/** Read-only share links (issue 16), under /api/shares. Only /public/{token} works signed out. */
export const sharesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, pool: app.pool, authKey: loadAuthKey(app.config) };
  await sealClearShareTokens(deps);

  app.get(
    '/',
    {
      schema: {
        tags: TAGS,
        summary: 'Your live share links, newest first',
        response: { 200: z.array(shareLinkSchema) },
      },
    },
    async (request) => listShares(deps, requireVerifiedUser(request).id),
  );

  app.post(
    '/',
    {
      schema: {
        tags: TAGS,
        summary: 'Create a read-only link to your whole collection, one binder or the wishlist',
        body: shareInputSchema,
        response: { 201: shareLinkSchema },
      },
    },
    async (request, reply) => {
      const link = await createShare(deps, requireVerifiedUser(request).id, request.body);
      return reply.code(201).send(link);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Revoke one of your share links; it answers 404 from then on',
        params: idParams,
        response: { 204: z.null().describe('Revoked') },
      },
    },
    async (request, reply) => {
      await revokeShare(deps, requireVerifiedUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/public/:token',
    {
      schema: {
        tags: TAGS,
        summary: 'What a share link shows (works signed out; no e-mail or private fields)',
        description: 'Unknown or revoked tokens answer 404 "This link is no longer available".',
        params: z.object({ token: z.string().max(200) }),
        querystring: sharedViewQuerySchema,
        response: { 200: sharedViewSchema },
      },
      // Anonymous and public: limited per client address (IPv6 by /64).
      config: {
        rateLimit: {
          max: SHARE_VIEWS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => `share-view:${clientKey(request)}`,
        },
      },
    },
    async (request, reply) => {
      const body = await viewShare(
        deps,
        request.params.token,
        request.user?.id ?? null,
        request.query.page,
      );
      // JSON bytes with a JSON content type are sent as they are (no second encode).
      return reply.type('application/json; charset=utf-8').send(body as unknown as SharedView);
    },
  );
};
