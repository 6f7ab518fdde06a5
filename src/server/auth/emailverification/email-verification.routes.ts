import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verificationResendWait } from '#core/auth/messages.ts';
import { EMAIL_VERIFICATION_CLAIM } from '#core/auth/session-constants.ts';
import { authDeps } from '../auth-deps.ts';
import { requirePublicTenant, tenantPaths } from '../fdi/fdi-context.ts';
import { fdiDoc } from '../fdi/fdi-doc.ts';
import { generalError } from '../fdi/fdi-responses.ts';
import {
  isVerifiedResponseSchema,
  verifyEmailResponseSchema,
  verifyTokenResponseSchema,
} from '../fdi/fdi-schemas.ts';
import { authRateLimit } from '../fdi/rate-limit.ts';
import {
  optionalFdiSession,
  requireFdiSession,
  type ValidSession,
} from '../session/fdi-session.ts';
import { updateSessionClaims, verificationClaimFor } from '../session/session.service.ts';
import { sendAccessToken } from '../session/transfer.ts';
import type { UserRow } from '../users/users.repository.ts';
import { findUser } from '../users/users.service.ts';
import { resendVerificationMail, verifyEmailToken } from './email-verification.service.ts';

const verifyBodySchema = z.object({
  method: z.literal('token').optional(),
  token: z.string({ error: 'token must be a string' }).min(1).max(200),
});

/** Verification token, verify and is-verified (auth-protocol.md 4.6-4.8); no claim checks. */
export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);
  /** Re-issues the access token with the DB's current st-ev value (new token + front-token). */
  async function syncClaim(
    session: ValidSession,
    user: UserRow,
    request: Parameters<typeof sendAccessToken>[0],
    reply: Parameters<typeof sendAccessToken>[1],
  ) {
    const access = await updateSessionClaims(deps, session.payload, verificationClaimFor(user));
    sendAccessToken(request, reply, access, session.mode);
  }

  const limited = authRateLimit(app, 'verify-token', (request) =>
    request.authSession?.kind === 'valid' ? request.authSession.user.email : undefined,
  );

  app.post(
    '/user/email/verify/token',
    {
      preHandler: limited,
      schema: fdiDoc('Auth protocol: send an e-mail verification link', verifyTokenResponseSchema),
    },
    async (request, reply) => {
      const session = requireFdiSession(request, reply);
      if (!session) {
        return reply;
      }
      const user = session.user;
      if (user.emailVerifiedAt) {
        await syncClaim(session, user, request, reply);
        return { status: 'EMAIL_ALREADY_VERIFIED_ERROR' as const };
      }
      const resend = await resendVerificationMail(deps, user);
      if (!resend.sent) {
        return generalError(verificationResendWait(resend.waitSeconds));
      }
      if (session.payload[EMAIL_VERIFICATION_CLAIM]?.v === true) {
        await syncClaim(session, user, request, reply);
      }
      return { status: 'OK' as const };
    },
  );

  for (const url of tenantPaths('/user/email/verify')) {
    app.post(
      url,
      {
        schema: {
          body: verifyBodySchema,
          ...fdiDoc('Auth protocol: verify an e-mail with its token', verifyEmailResponseSchema),
        },
        preHandler: requirePublicTenant,
      },
      async (request, reply) => {
        const userId = await verifyEmailToken(deps, request.body.token);
        if (userId === undefined) {
          return { status: 'EMAIL_VERIFICATION_INVALID_TOKEN_ERROR' as const };
        }
        const session = optionalFdiSession(request);
        const user = session?.user.id === userId && (await findUser(deps, userId));
        if (session && user) {
          await syncClaim(session, user, request, reply);
        }
        return { status: 'OK' as const };
      },
    );
  }

  app.get(
    '/user/email/verify',
    { schema: fdiDoc('Auth protocol: is the session e-mail verified', isVerifiedResponseSchema) },
    async (request, reply) => {
      const session = requireFdiSession(request, reply);
      if (!session) {
        return reply;
      }
      await syncClaim(session, session.user, request, reply);
      return { status: 'OK' as const, isVerified: session.user.emailVerifiedAt !== null };
    },
  );
};
