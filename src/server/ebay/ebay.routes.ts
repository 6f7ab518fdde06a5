import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDraftSchema,
  ebayConnectSchema,
  ebayDraftSchema,
  ebayStatusSchema,
} from '#core/ebay/ebay.schema.ts';
import type { ErrorBody } from '#core/errors.ts';
import { requireVerifiedUser } from '../plugins/session.ts';
import {
  createDraftListing,
  disconnect,
  type EbayDeps,
  ebayStatus,
  finishConnect,
  startConnect,
  userDrafts,
} from './ebay.service.ts';
import { EbayUpstreamError } from './ebay-client.ts';

const tags = ['ebay'];
const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/** /api/ebay: OAuth 2 connection and draft listings from collection items. */
export const ebayRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: EbayDeps = { db: app.db, pool: app.pool, config: app.config };

  app.get(
    '/status',
    {
      schema: {
        tags,
        summary: 'Whether eBay is set up and this account connected',
        response: { 200: ebayStatusSchema },
      },
    },
    async (request) => ebayStatus(deps, requireVerifiedUser(request).id),
  );
  app.post(
    '/connect',
    {
      schema: {
        tags,
        summary: "Starts the OAuth 2 flow: eBay's consent URL with a single-use state",
        response: { 200: ebayConnectSchema },
      },
    },
    async (request) => ({
      authorizationUrl: await startConnect(deps, requireVerifiedUser(request).id),
    }),
  );
  app.get(
    '/callback',
    {
      schema: {
        tags,
        summary: 'OAuth 2 redirect target: stores the tokens, then goes to /ebay/success',
        querystring: z.object({
          code: z.string().max(4096).optional(),
          state: z.string().max(200).optional(),
          error: z.string().max(200).optional(),
        }),
        response: { 302: z.null().describe('Redirect to /ebay/success?status=...') },
      },
    },
    async (request, reply) => {
      const failure = await finishConnect(deps, request.user?.id, request.query);
      const target = failure
        ? `/ebay/success?status=error&reason=${encodeURIComponent(failure)}`
        : '/ebay/success?status=connected';
      return reply.redirect(target);
    },
  );
  app.delete(
    '/connection',
    {
      schema: {
        tags,
        summary: 'Disconnects eBay and forgets its tokens',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await disconnect(deps, requireVerifiedUser(request).id);
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/drafts',
    {
      schema: {
        tags,
        summary: 'Draft listings created from this collection',
        response: { 200: z.object({ drafts: z.array(ebayDraftSchema) }) },
      },
    },
    async (request) => ({ drafts: await userDrafts(deps, requireVerifiedUser(request).id) }),
  );
  app.post(
    '/drafts',
    {
      schema: {
        tags,
        summary: 'Lists a collection item on eBay as a draft, priced from our market price',
        body: createDraftSchema,
        response: { 201: z.object({ draft: ebayDraftSchema }), 502: errorSchema },
      },
    },
    async (request, reply) => {
      const user = requireVerifiedUser(request);
      try {
        const draft = await createDraftListing(deps, user.id, request.body.userProductId);
        return reply.code(201).send({ draft });
      } catch (error) {
        if (!(error instanceof EbayUpstreamError)) {
          throw error;
        }
        const body: ErrorBody = { error: { code: 'INTERNAL', message: error.message } };
        return reply.code(502).send(body);
      }
    },
  );
};
