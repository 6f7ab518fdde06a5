import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessageListSchema, contactMessageSchema } from '#core/contact/contact.schema.ts';
import { serverDeps } from '../deps.ts';
import { requireAdmin } from '../plugins/session.ts';
import { contactInbox, sendContactMessage } from './contact.service.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      config: {
        rateLimit: { max: app.config.CONTACT_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['contact'],
        summary: 'Sends a message to the Cardfolio team',
        body: contactMessageSchema,
        response: { 201: z.object({ id: z.number(), created_at: z.string() }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await sendContactMessage(serverDeps(app), request.body)),
  );
};

export const adminContactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Messages sent through the contact form, newest first',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: contactMessageListSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return contactInbox(serverDeps(app), request.query.limit);
    },
  );
};
