import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#core/errors.ts';

export type SessionUser = { id: number; email: string; role: 'user' | 'admin' };

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/**
 * Where the signed-in user is attached to each request. The accounts work fills this from the
 * session tokens; until then every request is signed out.
 */
export function registerSession(app: FastifyInstance): void {
  app.decorateRequest('user', null);
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) {
    throw new AppError('UNAUTHORISED', 'Sign in to continue.');
  }
  return request.user;
}

export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (user.role !== 'admin') {
    throw new AppError('FORBIDDEN', 'This needs an admin account.');
  }
  return user;
}
