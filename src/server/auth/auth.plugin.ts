import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Accounts and sessions: the FDI routes under /api/auth, the hook that fills request.user from the
 * session tokens, profile and referral routes. Registered with full paths (no prefix).
 */
export const authPlugin: FastifyPluginAsyncZod = async () => {};
