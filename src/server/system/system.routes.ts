import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { versionAnswerSchema } from '#core/version/app-version.ts';
import { issueCsrfToken } from '../plugins/csrf.ts';
import { checkDatabase } from './system.service.ts';

type Options = { version: string };

export const versionRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  app.get(
    '/version',
    {
      schema: {
        tags: ['system'],
        summary: 'The server version the web app compares with its own',
        response: { 200: versionAnswerSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { version: options.version };
    },
  );
};

export const csrfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/restore',
    {
      schema: {
        tags: ['system'],
        summary: 'Issues a fresh CSRF cookie for the double-submit check',
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      issueCsrfToken(request, reply);
      reply.header('cache-control', 'no-store');
      return { ok: true as const };
    },
  );
};

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }) },
      },
    },
    async () => {
      await checkDatabase(app.pool);
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
