import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_PAGE_SIZE, auditPageSchema, auditQuerySchema } from '#core/admin/audit.schema.ts';
import { adminOnly } from '../plugins/session.ts';
import { listAuditPage } from './audit.service.ts';

/** The audit log of admin actions, under /api/admin/audit-log. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin actions (who, what, when, before and after), newest first',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => listAuditPage({ pool: app.pool }, request.query, AUDIT_PAGE_SIZE),
  );
};
