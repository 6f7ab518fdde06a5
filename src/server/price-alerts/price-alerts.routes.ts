import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '#core/http/row-id.schema.ts';
import {
  digestSchema,
  priceAlertChangeSchema,
  priceAlertInputSchema,
  priceAlertListSchema,
  priceAlertSchema,
} from '#core/price-alerts/price-alert.schema.ts';
import { requireUser } from '../plugins/session.ts';
import {
  changeAlert,
  createAlert,
  listMyAlerts,
  removeAlert,
  setDigest,
} from './price-alerts.service.ts';

const tags = ['price-alerts'];
const params = z.object({ id: idSchema });

/** /api/price-alerts: the signed-in user's price alerts and digest choice (decision 081). */
export const priceAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db };
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'My price alerts, newest first, my digest choice and the quota',
        response: { 200: priceAlertListSchema },
      },
    },
    async (request) => listMyAlerts(deps, requireUser(request).id),
  );
  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Sets a price alert on a card, the collection value or the wishlist',
        body: priceAlertInputSchema,
        response: { 201: priceAlertSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAlert(deps, requireUser(request).id, request.body)),
  );
  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Pauses, resumes or changes one of my price alerts',
        params,
        body: priceAlertChangeSchema,
        response: { 200: priceAlertSchema },
      },
    },
    async (request) => changeAlert(deps, requireUser(request).id, request.params.id, request.body),
  );
  app.delete(
    '/:id',
    { schema: { tags, summary: 'Deletes one of my price alerts', params } },
    async (request, reply) => {
      await removeAlert(deps, requireUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
  app.put(
    '/digest',
    {
      schema: {
        tags,
        summary: 'Alert mails one by one (off), or gathered daily or weekly',
        body: digestSchema,
        response: { 200: digestSchema },
      },
    },
    async (request) => setDigest(deps, requireUser(request).id, request.body.digest),
  );
};
