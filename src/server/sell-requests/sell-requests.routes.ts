import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminStatusSchema,
  createSellRequestSchema,
  makeOfferSchema,
  offerResponseSchema,
  sellRequestEnvelopeSchema,
  sellRequestListSchema,
  sellRequestStatusSchema,
  updateSellRequestSchema,
} from '#core/sell-requests/sell-request.schema.ts';
import { idParams } from '../http/id-params.ts';
import { requireAdmin, requireVerifiedUser } from '../plugins/session.ts';
import {
  createSellRequest,
  deleteSellRequest,
  getVisible,
  listAllRequests,
  listUserRequests,
  makeOffer,
  requestForLabel,
  respondToOffer,
  sellRequestDeps,
  setAdminStatus,
  updateSellRequest,
} from './sell-requests.service.ts';
import { renderShippingLabel } from './shipping-label.ts';

const tags = ['sell-requests'];

/** /api/sell-requests: the owner's calls. */
export const sellRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = sellRequestDeps(app);
  const one = { 200: sellRequestEnvelopeSchema };

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "The signed-in user's sell requests",
        response: { 200: sellRequestListSchema },
      },
    },
    async (request) => ({
      sellRequests: await listUserRequests(app.pool, requireVerifiedUser(request).id),
    }),
  );
  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Offers collection items to the shop (a new sell request)',
        body: createSellRequestSchema,
        response: { 201: sellRequestEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const user = requireVerifiedUser(request);
      const sellRequest = await createSellRequest(deps, user, request.body);
      return reply.code(201).send({ sellRequest });
    },
  );
  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One sell request (owner or admin)',
        params: idParams,
        response: one,
      },
    },
    async (request) => ({
      sellRequest: await getVisible(deps, requireVerifiedUser(request), request.params.id),
    }),
  );
  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Replaces items, address or note of a request still waiting for an offer',
        params: idParams,
        body: updateSellRequestSchema,
        response: one,
      },
    },
    async (request) => ({
      sellRequest: await updateSellRequest(
        deps,
        requireVerifiedUser(request),
        request.params.id,
        request.body,
      ),
    }),
  );
  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Withdraws a sell request that has not been accepted',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteSellRequest(deps, requireVerifiedUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/:id/response',
    {
      schema: {
        tags,
        summary: "Accepts or declines the shop's offer",
        params: idParams,
        body: offerResponseSchema,
        response: one,
      },
    },
    async (request) => ({
      sellRequest: await respondToOffer(
        deps,
        requireVerifiedUser(request),
        request.params.id,
        request.body.decision,
      ),
    }),
  );
  app.get(
    '/:id/label',
    {
      schema: {
        tags,
        summary: 'The shipping label PDF of an accepted request (owner or admin)',
        params: idParams,
        response: { 200: z.any().describe('application/pdf') },
      },
    },
    async (request, reply) => {
      const found = await requestForLabel(deps, requireVerifiedUser(request), request.params.id);
      const pdf = await renderShippingLabel(found, app.config.SELL_REQUEST_SHIP_TO);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${found.number}-label.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );
};

/** /api/admin/sell-requests: every request, offers and status moves. */
export const adminSellRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = sellRequestDeps(app);
  const adminTags = ['admin', 'sell-requests'];
  const one = { 200: sellRequestEnvelopeSchema };

  app.get(
    '/',
    {
      schema: {
        tags: adminTags,
        summary: 'All sell requests, newest first, optionally by status',
        querystring: z.object({
          status: sellRequestStatusSchema.optional(),
          limit: z.coerce.number().int().min(1).max(500).default(200),
        }),
        response: { 200: sellRequestListSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      const { status, limit } = request.query;
      return { sellRequests: await listAllRequests(app.pool, status, limit) };
    },
  );
  app.post(
    '/:id/offer',
    {
      schema: {
        tags: adminTags,
        summary: 'Makes (or revises) an offer per item',
        params: idParams,
        body: makeOfferSchema,
        response: one,
      },
    },
    async (request) => ({
      sellRequest: await makeOffer(
        deps,
        requireAdmin(request),
        request.params.id,
        request.body.offers,
      ),
    }),
  );
  app.put(
    '/:id/status',
    {
      schema: {
        tags: adminTags,
        summary: 'Marks an accepted request received, then paid',
        params: idParams,
        body: adminStatusSchema,
        response: one,
      },
    },
    async (request) => ({
      sellRequest: await setAdminStatus(
        deps,
        requireAdmin(request),
        request.params.id,
        request.body.status,
      ),
    }),
  );
};
