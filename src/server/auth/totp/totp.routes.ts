import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MFA_CLAIM, TOTP_FACTOR } from '#core/auth/session-constants.ts';
import { authDeps } from '../auth-deps.ts';
import { fdiDoc } from '../fdi/fdi-doc.ts';
import { authRateLimit } from '../fdi/rate-limit.ts';
import { requireFdiSession, type ValidSession } from '../session/fdi-session.ts';
import { mfaClaim, updateSessionClaims } from '../session/session.service.ts';
import { sendAccessToken } from '../session/transfer.ts';
import { loadAuthKey } from './secret-box.ts';
import {
  type CodeOutcome,
  confirmTotpEnrolment,
  redeemRecoveryCode,
  removeTotp,
  startTotpEnrolment,
  totpEnrolled,
  verifyTotpCode,
} from './totp.service.ts';

const codeBody = z.object({
  deviceName: z.string().max(100).optional(),
  totp: z.string({ error: 'totp must be a string' }).max(20),
});
const recoveryBody = z.object({
  recoveryCode: z.string({ error: 'recoveryCode must be a string' }).max(40),
});
const codeAnswer = z.object({
  status: z.enum(['OK', 'INVALID_TOTP_ERROR', 'LIMIT_REACHED_ERROR', 'UNKNOWN_DEVICE_ERROR']),
  wasAlreadyVerified: z.boolean().optional(),
  recoveryCodes: z.array(z.string()).optional(),
  didDeviceExist: z.boolean().optional(),
  currentNumberOfFailedAttempts: z.number().optional(),
  maxNumberOfFailedAttempts: z.number().optional(),
  retryAfterMs: z.number().optional(),
});

function mfaPending(session: ValidSession): boolean {
  return session.payload[MFA_CLAIM]?.v === false;
}

/**
 * The MFA and TOTP recipes' routes (decision 064) under /api/auth: enrol an authenticator app
 * (device, device/verify), pass the second step of a sign-in (verify, recovery/verify), turn it
 * off (device/remove, needs a current code) and `PUT /mfa/info`. Only a session that has passed
 * its second factor (or never needed one) may enrol or remove.
 */
export const totpRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { ...authDeps(app), authKey: loadAuthKey(app.config) };
  const limited = authRateLimit(app, 'totp', (request) =>
    request.authSession?.kind === 'valid' ? request.authSession.user.email : undefined,
  );

  async function passFactor(session: ValidSession, request: FastifyRequest, reply: FastifyReply) {
    const access = await updateSessionClaims(
      deps,
      session.payload,
      mfaClaim(false, { [TOTP_FACTOR]: Date.now() }),
    );
    sendAccessToken(request, reply, access, session.mode);
  }

  /** The session, unless missing (401) or still waiting for its second factor (403). */
  function fullSession(request: FastifyRequest, reply: FastifyReply) {
    const session = requireFdiSession(request, reply);
    if (session && mfaPending(session)) {
      void reply.code(403).send({ message: 'Enter the code from your authenticator app first' });
      return undefined;
    }
    return session;
  }

  app.put(
    '/mfa/info',
    {
      schema: fdiDoc(
        'MFA: the factors set up and still needed (re-syncs st-mfa)',
        z.object({
          status: z.literal('OK'),
          factors: z.object({
            alreadySetup: z.array(z.string()),
            allowedToSetup: z.array(z.string()),
            next: z.array(z.string()),
          }),
          emails: z.record(z.string(), z.array(z.string())),
          phoneNumbers: z.record(z.string(), z.array(z.string())),
        }),
      ),
    },
    async (request, reply) => {
      const session = requireFdiSession(request, reply);
      if (!session) {
        return reply;
      }
      const enrolled = await totpEnrolled(deps, session.user.id);
      const pending = enrolled && mfaPending(session);
      const done = session.payload[MFA_CLAIM]?.c ?? {};
      const access = await updateSessionClaims(deps, session.payload, mfaClaim(pending, done));
      sendAccessToken(request, reply, access, session.mode);
      const firstFactor = session.user.passwordHash ? 'emailpassword' : 'thirdparty';
      return {
        status: 'OK' as const,
        factors: {
          alreadySetup: enrolled ? [firstFactor, TOTP_FACTOR] : [firstFactor],
          allowedToSetup: enrolled ? [] : [TOTP_FACTOR],
          next: pending ? [TOTP_FACTOR] : [],
        },
        emails: { [firstFactor]: [session.user.email] },
        phoneNumbers: {},
      };
    },
  );

  app.post(
    '/totp/device',
    {
      schema: fdiDoc(
        'TOTP: a new authenticator-app secret (QR code string and text)',
        z.object({
          status: z.enum(['OK', 'DEVICE_ALREADY_EXISTS_ERROR']),
          deviceName: z.string().optional(),
          secret: z.string().optional(),
          qrCodeString: z.string().optional(),
        }),
      ),
    },
    async (request, reply) => {
      const session = fullSession(request, reply);
      if (!session) {
        return reply;
      }
      return startTotpEnrolment(deps, session.user);
    },
  );

  app.post(
    '/totp/device/verify',
    {
      preHandler: limited,
      schema: { body: codeBody, ...fdiDoc('TOTP: confirm the app with a first code', codeAnswer) },
    },
    async (request, reply) => {
      const session = fullSession(request, reply);
      if (!session) {
        return reply;
      }
      const result = await confirmTotpEnrolment(
        deps,
        session.user.id,
        request.body.totp,
        session.payload.sessionHandle,
      );
      if (result.outcome.status === 'OK' && !result.wasAlreadyVerified) {
        await passFactor(session, request, reply);
      }
      return {
        ...result.outcome,
        ...(result.wasAlreadyVerified === undefined
          ? {}
          : { wasAlreadyVerified: result.wasAlreadyVerified }),
        ...(result.recoveryCodes ? { recoveryCodes: result.recoveryCodes } : {}),
      };
    },
  );

  /** The sign-in's second step: the code (or a recovery code) passes the factor on the session. */
  async function secondStep(
    request: FastifyRequest,
    reply: FastifyReply,
    check: (userId: number) => Promise<CodeOutcome>,
  ) {
    const session = requireFdiSession(request, reply);
    if (!session) {
      return reply;
    }
    const outcome = await check(session.user.id);
    if (outcome.status === 'OK') {
      await passFactor(session, request, reply);
    }
    return outcome;
  }

  app.post(
    '/totp/verify',
    {
      preHandler: limited,
      schema: { body: codeBody, ...fdiDoc('TOTP: the second step of a sign-in', codeAnswer) },
    },
    (request, reply) =>
      secondStep(request, reply, (userId) => verifyTotpCode(deps, userId, request.body.totp)),
  );

  app.post(
    '/totp/recovery/verify',
    {
      preHandler: limited,
      schema: {
        body: recoveryBody,
        ...fdiDoc('TOTP: a one-time recovery code instead of the app', codeAnswer),
      },
    },
    (request, reply) =>
      secondStep(request, reply, (userId) =>
        redeemRecoveryCode(deps, userId, request.body.recoveryCode),
      ),
  );

  app.get(
    '/totp/device/list',
    {
      schema: fdiDoc(
        'TOTP: the confirmed app, if any',
        z.object({
          status: z.literal('OK'),
          devices: z.array(
            z.object({
              name: z.string(),
              period: z.number(),
              skew: z.number(),
              verified: z.boolean(),
            }),
          ),
        }),
      ),
    },
    async (request, reply) => {
      const session = requireFdiSession(request, reply);
      if (!session) {
        return reply;
      }
      const enrolled = await totpEnrolled(deps, session.user.id);
      const devices = enrolled
        ? [{ name: 'Authenticator app', period: 30, skew: 1, verified: true }]
        : [];
      return { status: 'OK' as const, devices };
    },
  );

  app.post(
    '/totp/device/remove',
    {
      preHandler: limited,
      schema: {
        body: codeBody,
        ...fdiDoc('TOTP: turn the app off (needs a current code)', codeAnswer),
      },
    },
    async (request, reply) => {
      const session = fullSession(request, reply);
      if (!session) {
        return reply;
      }
      const outcome = await removeTotp(deps, session.user.id, request.body.totp);
      if (outcome.status === 'OK') {
        const access = await updateSessionClaims(deps, session.payload, mfaClaim(false));
        sendAccessToken(request, reply, access, session.mode);
      }
      return outcome;
    },
  );
};
