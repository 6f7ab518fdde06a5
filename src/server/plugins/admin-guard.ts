import type { FastifyInstance } from 'fastify';
import { requireAdmin } from './session.ts';

/**
 * Every /api/admin call needs a signed-in admin with a verified e-mail, checked before the body
 * is even parsed, so no admin route can forget it (routes may check again).
 */
export function registerAdminGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api/admin' || path.startsWith('/api/admin/')) {
      requireAdmin(request);
    }
  });
}
