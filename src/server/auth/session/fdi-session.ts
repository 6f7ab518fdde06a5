import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionState } from './resolve-session.ts';

export type ValidSession = Extract<SessionState, { kind: 'valid' }>;

/**
 * The session an FDI route needs, without the e-mail verification claim (section 3.5);
 * otherwise answers 401 in the protocol's shape and returns undefined.
 */
export function requireFdiSession(
  request: FastifyRequest,
  reply: FastifyReply,
): ValidSession | undefined {
  const state = request.authSession;
  if (state?.kind === 'valid') {
    return state;
  }
  const message = state?.kind === 'try-refresh' ? 'try refresh token' : 'unauthorised';
  void reply.code(401).send({ message });
  return undefined;
}

export function optionalFdiSession(request: FastifyRequest): ValidSession | undefined {
  const state = request.authSession;
  return state?.kind === 'valid' ? state : undefined;
}
