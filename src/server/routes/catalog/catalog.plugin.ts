import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Every catalog route (sets, products, values, sync, search), registered with full /api paths. */
export const catalogRoutes: FastifyPluginAsyncZod = async () => {};
