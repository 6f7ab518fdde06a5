import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authDeps } from '../auth-deps.ts';
import { requirePublicTenant, tenantPaths } from '../fdi/fdi-context.ts';
import { fdiDoc } from '../fdi/fdi-doc.ts';
import {
  emailExistsResponseSchema,
  resetPasswordResponseSchema,
  resetTokenResponseSchema,
  signInResponseSchema,
  signUpResponseSchema,
} from '../fdi/fdi-schemas.ts';

type FdiOkSchema =
  | typeof signUpResponseSchema
  | typeof signInResponseSchema
  | typeof resetTokenResponseSchema;

import { BadRequestError, fieldError } from '../fdi/fdi-responses.ts';
import { authRateLimit } from '../fdi/rate-limit.ts';
import { createSession } from '../session/session.service.ts';
import { sendSession } from '../session/transfer.ts';
import type { UserRow } from '../users/users.repository.ts';
import { fdiUserOf } from '../users/users.service.ts';
import {
  emailPasswordAccountExists,
  requestPasswordReset,
  resetPassword,
  signIn,
  signUp,
} from './emailpassword.service.ts';
import { emailFromBody, formBodySchema, readFormFields } from './form-fields.ts';

const resetBodySchema = formBodySchema.extend({
  token: z.string({ error: 'token must be a string' }).min(1).max(200),
  method: z.literal('token').optional(),
});

/** signup, signin, email exists, password reset token and reset (auth-protocol.md 4.1-4.5). */
export const emailPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);
  const limited = (name: string) =>
    authRateLimit(app, name, (request) => emailFromBody(request.body));
  const options = (name: string, response: FdiOkSchema) => ({
    schema: { body: formBodySchema, ...fdiDoc(`Auth protocol: ${name}`, response) },
    preHandler: [requirePublicTenant, limited(name)],
  });

  async function userResponse(user: UserRow) {
    return { status: 'OK' as const, user: await fdiUserOf(deps, user) };
  }

  for (const url of tenantPaths('/signup')) {
    app.post(url, options('signup', signUpResponseSchema), async (request, reply) => {
      const fields = readFormFields(request.body, ['email', 'password']);
      const outcome = await signUp(deps, fields);
      if (!outcome.ok) {
        return fieldError(outcome.fields);
      }
      sendSession(request, reply, await createSession(deps, outcome.value));
      return userResponse(outcome.value);
    });
  }

  for (const url of tenantPaths('/signin')) {
    app.post(url, options('signin', signInResponseSchema), async (request, reply) => {
      const fields = readFormFields(request.body, ['email', 'password']);
      const outcome = await signIn(deps, fields);
      if (!outcome.ok) {
        return fieldError(outcome.fields);
      }
      if (!outcome.value) {
        return { status: 'WRONG_CREDENTIALS_ERROR' as const };
      }
      sendSession(request, reply, await createSession(deps, outcome.value));
      return userResponse(outcome.value);
    });
  }

  const existsPaths = [
    ...tenantPaths('/emailpassword/email/exists'),
    ...tenantPaths('/signup/email/exists'),
  ];
  // Account enumeration: per IP and per address, like sign-in.
  const existsLimit = authRateLimit(app, 'email-exists', (request) => {
    const email = (request.query as { email?: unknown }).email;
    return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
  });
  for (const url of existsPaths) {
    app.get(
      url,
      {
        preHandler: [requirePublicTenant, existsLimit],
        schema: fdiDoc('Auth protocol: does an account use this e-mail', emailExistsResponseSchema),
      },
      async (request) => {
        const email = (request.query as { email?: unknown }).email;
        if (typeof email !== 'string' || email.length === 0 || email.length > 10_000) {
          throw new BadRequestError('Please provide the email as a GET param');
        }
        return { status: 'OK' as const, exists: await emailPasswordAccountExists(deps, email) };
      },
    );
  }

  for (const url of tenantPaths('/user/password/reset/token')) {
    app.post(url, options('reset-token', resetTokenResponseSchema), async (request) => {
      const { email } = readFormFields(request.body, ['email']);
      const outcome = await requestPasswordReset(deps, email);
      return outcome.ok ? { status: 'OK' as const } : fieldError(outcome.fields);
    });
  }

  for (const url of tenantPaths('/user/password/reset')) {
    app.post(
      url,
      {
        schema: {
          body: resetBodySchema,
          ...fdiDoc(
            'Auth protocol: set a new password with a reset token',
            resetPasswordResponseSchema,
          ),
        },
        preHandler: requirePublicTenant,
      },
      async (request) => {
        const { password } = readFormFields(request.body, ['password']);
        const outcome = await resetPassword(deps, request.body.token, password);
        if (outcome === 'invalid-token') {
          return { status: 'RESET_PASSWORD_INVALID_TOKEN_ERROR' as const };
        }
        return outcome === 'ok' ? { status: 'OK' as const } : fieldError(outcome.fields);
      },
    );
  }
};
