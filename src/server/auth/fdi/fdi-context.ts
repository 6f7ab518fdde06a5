import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '#core/auth/messages.ts';
import { PUBLIC_TENANT } from '#core/auth/session-constants.ts';
import { loggedUrl } from '../../plugins/log-serializers.ts';
import { BadRequestError, generalError, RateLimitedError } from './fdi-responses.ts';

const FORM_BODY_LIMIT = 64 * 1024;

function handleFdiError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof RateLimitedError) {
    return reply.code(200).send(generalError(AUTH_MESSAGES.rateLimited));
  }
  if (error instanceof BadRequestError || error.validation) {
    return reply.code(400).send({ message: error.message });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ message: error.message });
  }
  request.log.error(
    { err: error, method: request.method, url: loggedUrl(request.url) },
    'auth error',
  );
  return reply.code(500).send({ message: 'Internal error' });
}

/**
 * Prepares an encapsulated context for the FDI routes: protocol-shaped errors, tolerant JSON
 * (an empty body is `{}`), and the urlencoded parser Apple's form_post callback needs.
 */
export function prepareFdiContext(app: FastifyInstance): void {
  app.setErrorHandler(handleFdiError);
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, {});
      return;
    }
    void parseJson(request, String(body), done);
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

/**
 * Tenant-scoped paths exist as `/api/auth/X` and `/api/auth/:tenantId/X` (section 2.1); the
 * routes are registered under the `/api/auth` prefix (app.ts).
 */
export function tenantPaths(path: string): string[] {
  return [path, `/:tenantId${path}`];
}

/** Only the public tenant exists; any other tenant segment is a 404. */
export async function requirePublicTenant(request: FastifyRequest, reply: FastifyReply) {
  const tenantId = (request.params as { tenantId?: string } | undefined)?.tenantId;
  if (tenantId !== undefined && tenantId !== PUBLIC_TENANT) {
    return reply.code(404).send({ message: 'Unknown tenant' });
  }
}
