import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authDeps } from '../auth-deps.ts';
import { fdiDoc } from '../fdi/fdi-doc.ts';
import { fdiOkSchema, jwksResponseSchema, refreshResponseSchema } from '../fdi/fdi-schemas.ts';
import { requireFdiSession } from './fdi-session.ts';
import { refreshSession, signOutSession } from './session.service.ts';
import { clearSession, readRefreshToken, sendSession } from './transfer.ts';

/** POST /session/refresh, POST /signout and the JWKS (auth-protocol.md 3.8, 3.9, 3.4). */
export const sessionFdiRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);
  app.post(
    '/session/refresh',
    { schema: fdiDoc('Auth protocol: refresh the session tokens', refreshResponseSchema) },
    async (request, reply) => {
      const presented = readRefreshToken(request);
      // Anti-CSRF (VIA_CUSTOM_HEADER): a cookie-borne refresh must come with the rid header.
      const csrfFails = presented?.mode === 'cookie' && request.headers.rid === undefined;
      if (!presented || csrfFails) {
        // No clearing: a cross-site form post must not sign the user out (logout CSRF).
        return reply.code(401).send({ message: 'unauthorised' });
      }
      const outcome = await refreshSession(deps, presented.token);
      if (outcome.kind !== 'ok') {
        clearSession(request, reply);
        const message = outcome.kind === 'theft' ? 'token theft detected' : 'unauthorised';
        if (outcome.kind === 'theft') {
          request.log.warn('refresh token reuse: session family revoked');
        }
        return reply.code(401).send({ message });
      }
      sendSession(request, reply, outcome.issued, presented.mode);
      return {};
    },
  );

  app.post(
    '/signout',
    { schema: fdiDoc('Auth protocol: sign out', fdiOkSchema) },
    async (request, reply) => {
      const session = requireFdiSession(request, reply);
      if (!session) {
        return reply;
      }
      await signOutSession(deps, session.payload.sessionHandle);
      clearSession(request, reply);
      return { status: 'OK' as const };
    },
  );

  app.get(
    '/jwt/jwks.json',
    { schema: fdiDoc('Auth protocol: the public signing keys (JWKS)', jwksResponseSchema) },
    async () => ({ ...(await app.authKeys.jwks()) }),
  );
};
