import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productIdParamsSchema } from '#core/catalog/catalog-query.schema.ts';
import {
  priceCorrectionInputSchema,
  priceDetailsQuerySchema,
  priceDetailsSchema,
} from '#core/prices/price-details.schema.ts';
import { saleSettingsSchema } from '#core/prices/sale-settings.schema.ts';
import { requireUser } from '../../plugins/session.ts';
import { correctPrice } from './price-corrections.service.ts';
import { getPriceDetails, type PriceDetailsDeps } from './price-details.service.ts';
import { getSaleSettings, setSaleSettings } from './sale-settings.service.ts';

type Options = { priceDetails: PriceDetailsDeps };

/** GET /api/tcgproducts/{id}/price-details: where a price comes from and what it nets. */
export const priceDetailsRoutes: FastifyPluginAsyncZod<Options> = async (app, { priceDetails }) => {
  app.get(
    '/:id/price-details',
    {
      schema: {
        tags: ['prices'],
        summary: "A price's source, date, kind, staleness, condition price and net per marketplace",
        params: productIdParamsSchema,
        querystring: priceDetailsQuerySchema,
        response: { 200: priceDetailsSchema },
      },
    },
    async (request) =>
      getPriceDetails(priceDetails, {
        productId: request.params.id,
        variant: request.query.variant,
        condition: request.query.condition,
        userId: request.user?.id ?? null,
      }),
  );
};

/** /api/sale-settings: the user's shipping cost per order on each marketplace. */
export const saleSettingsRoutes: FastifyPluginAsyncZod<Options> = async (app, { priceDetails }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['prices'],
        summary: 'Your shipping assumptions per marketplace (defaults until saved)',
        response: { 200: saleSettingsSchema },
      },
    },
    async (request) => getSaleSettings(priceDetails, requireUser(request).id),
  );
  app.put(
    '/',
    {
      schema: {
        tags: ['prices'],
        summary: 'Save your shipping assumptions per marketplace',
        body: saleSettingsSchema,
        response: { 200: saleSettingsSchema },
      },
    },
    async (request) => setSaleSettings(priceDetails, requireUser(request).id, request.body),
  );
};

/** POST /api/admin/price-corrections: a corrected day's price, as a new row with its reason. */
export const priceCorrectionRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { priceDetails },
) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['prices', 'admin'],
        summary: "Correct one day's price (the corrected row is kept)",
        body: priceCorrectionInputSchema,
        response: { 201: z.object({ id: z.number().int(), supersedes_id: z.number().int() }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await correctPrice(priceDetails, {
          adminId: requireUser(request).id,
          pricePointId: request.body.price_point_id,
          marketCents: request.body.market_cents,
          reason: request.body.reason,
        }),
      ),
  );
};
