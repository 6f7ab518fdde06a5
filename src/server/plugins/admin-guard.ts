import type { FastifyInstance } from 'fastify';
import { routePath } from './route-path.ts';
import { requireAdmin } from './session.ts';

/**
 * Every /api/admin call needs a signed-in admin with a verified e-mail, checked before the body
 * is even parsed, so no admin route can forget it (routes may check again). Decided on the
 * routed path, like the session and CSRF hooks.
 */
export function registerAdminGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const path = routePath(request);
    if (path === '/api/admin' || path.startsWith('/api/admin/')) {
      requireAdmin(request);
    }
    done();
  });
}
