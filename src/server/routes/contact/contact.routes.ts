import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessageListSchema, contactMessageSchema } from '#core/contact/contact.schema.ts';
import { requireAdmin } from '../../plugins/session.ts';
import { insertContactMessage, listContactMessages } from './contact.repository.ts';

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
    async (request, reply) => {
      const row = await insertContactMessage(app.db, request.body);
      return reply.code(201).send({ id: row.id, created_at: row.createdAt.toISOString() });
    },
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
      const rows = await listContactMessages(app.db, request.query.limit);
      const items = rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        readAt: row.readAt?.toISOString() ?? null,
      }));
      return { items, total: items.length };
    },
  );
};
