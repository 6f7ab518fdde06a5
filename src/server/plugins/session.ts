import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EMAIL_VERIFICATION_CLAIM, MFA_CLAIM, TOTP_FACTOR } from '#core/auth/session-constants.ts';
import { AppError } from '#core/errors.ts';
import { createKeyStore, type KeyStore } from '../auth/keys/key-store.ts';
import { resolveSession, type SessionState } from '../auth/session/resolve-session.ts';
import { clearSession, readAccessToken } from '../auth/session/transfer.ts';
import { routePath } from './route-path.ts';

export type SessionUser = {
  id: number;
  email: string;
  role: 'user' | 'admin';
  emailVerified: boolean;
  membershipTier: number;
  sessionHandle: string;
  /** Whether the account has a confirmed authenticator app. */
  secondFactor: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    authKeys: KeyStore;
  }
  interface FastifyRequest {
    /** The signed-in user with a verified e-mail; product code never sees unverified sessions. */
    user: SessionUser | null;
    /** A signed-in user whose e-mail is not verified yet (st-ev false). */
    unverifiedUser: SessionUser | null;
    /** Signed in with the password but not yet with the second factor (st-mfa v false). */
    mfaPendingUser: SessionUser | null;
    /** How the request's access token resolved; null for non-API paths and the refresh call. */
    authSession: SessionState | null;
  }
}

/** The 403 body while the second factor is missing (the MFA recipe's claim, decision 064). */
export const MFA_CLAIM_BODY = {
  message: 'invalid claim',
  claimValidationErrors: [
    {
      id: MFA_CLAIM,
      reason: { message: 'not completed', factorId: TOTP_FACTOR },
    },
  ],
};

/** The body the SDK expects with a 403 for an unverified e-mail (auth-protocol.md 3.6). */
export const INVALID_CLAIM_BODY = {
  message: 'invalid claim',
  claimValidationErrors: [
    {
      id: EMAIL_VERIFICATION_CLAIM,
      reason: { message: 'wrong value', expectedValue: true, actualValue: false },
    },
  ],
};

const SESSION_MESSAGE = { 'try-refresh': 'try refresh token', other: 'unauthorised' } as const;

function toSessionUser(state: Extract<SessionState, { kind: 'valid' }>): SessionUser {
  return {
    id: state.user.id,
    email: state.user.email,
    role: state.user.role,
    emailVerified: state.user.emailVerifiedAt !== null,
    membershipTier: state.user.membershipTier,
    sessionHandle: state.payload.sessionHandle,
    secondFactor: state.secondFactor,
  };
}

/** Adds the protocol's top-level fields to 401/403 bodies of product routes, for the SDK. */
function addProtocolFields(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) {
    return payload;
  }
  if (reply.statusCode === 401) {
    const kind = request.authSession?.kind === 'try-refresh' ? 'try-refresh' : 'other';
    return { message: SESSION_MESSAGE[kind], ...payload };
  }
  if (reply.statusCode === 403 && request.claimFailed) {
    const body = request.mfaPendingUser ? MFA_CLAIM_BODY : INVALID_CLAIM_BODY;
    return { ...body, ...payload };
  }
  return payload;
}

declare module 'fastify' {
  interface FastifyRequest {
    claimFailed: boolean;
  }
}

const NO_SESSION: SessionState = Object.freeze({ kind: 'none' });

async function attachSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const state = await resolveSession(request);
  request.authSession = state;
  if (state.kind === 'valid') {
    const user = toSessionUser(state);
    if (state.payload[MFA_CLAIM]?.v === false) {
      request.mfaPendingUser = user;
      return;
    }
    // E-mail verification REQUIRED, for every product route at once: an unverified session
    // is anonymous to optional-auth routes and gets 403 invalid claim from the guards below.
    if (user.emailVerified) {
      request.user = user;
    } else {
      request.unverifiedUser = user;
    }
  } else if (state.kind === 'dead') {
    clearSession(request, reply);
  }
}

/**
 * Attaches the signed-in user to every /api request from the access token (header or cookie),
 * checking that its session is still live, so that sign-out everywhere takes effect at once.
 */
export function registerSession(app: FastifyInstance): void {
  app.decorate(
    'authKeys',
    createKeyStore(app.db, {
      rotationMs: app.config.SIGNING_KEY_ROTATION_HOURS * 3_600_000,
      accessTokenTtlMs: app.config.ACCESS_TOKEN_TTL_SECONDS * 1000,
    }),
  );
  app.decorateRequest('user', null);
  app.decorateRequest('unverifiedUser', null);
  app.decorateRequest('mfaPendingUser', null);
  app.decorateRequest('claimFailed', false);
  app.decorateRequest('authSession', null);
  // Synchronous for anonymous calls (no token at all): the catalog GETs pay no promise for it.
  app.addHook('onRequest', (request, reply, done) => {
    const path = routePath(request);
    if (!path.startsWith('/api/') || path === '/api/auth/session/refresh') {
      done();
      return;
    }
    if (!readAccessToken(request)) {
      request.authSession = NO_SESSION;
      done();
      return;
    }
    attachSession(request, reply).then(() => done(), done);
  });
  app.addHook('preSerialization', async (request, reply, payload) =>
    addProtocolFields(request, reply, payload),
  );
}

/**
 * Any signed-in user, verified or not: only for the few calls an unverified user needs
 * (who am I, sign out everywhere, delete the account). Product routes use requireUser.
 */
export function requireSessionUser(request: FastifyRequest): SessionUser {
  if (request.mfaPendingUser) {
    request.claimFailed = true;
    throw new AppError('FORBIDDEN', 'Enter the code from your authenticator app to continue.', {
      reason: 'mfa_required',
    });
  }
  const user = request.user ?? request.unverifiedUser;
  if (!user) {
    const kind = request.authSession?.kind === 'try-refresh' ? 'try-refresh' : 'other';
    throw new AppError('UNAUTHORISED', SESSION_MESSAGE[kind]);
  }
  return user;
}

/**
 * The signed-in user with a verified e-mail (mode REQUIRED, auth-protocol.md 3.6): 401 without a
 * session, 403 invalid claim (`claimValidationErrors` with st-ev) while the e-mail is unverified.
 */
export function requireUser(request: FastifyRequest): SessionUser {
  const user = requireSessionUser(request);
  if (!user.emailVerified) {
    request.claimFailed = true;
    throw new AppError('FORBIDDEN', 'Verify your e-mail address to continue.');
  }
  return user;
}

/** Same as requireUser (kept for the routes that name the rule explicitly). */
export const requireVerifiedUser = requireUser;

/**
 * Admin rights count only for an account with a verified e-mail (issue 18) and, with
 * ADMIN_REQUIRES_TOTP, an authenticator app (decision 064: 403 `mfa_setup_required` until then).
 */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireVerifiedUser(request);
  if (user.role !== 'admin') {
    throw new AppError('FORBIDDEN', 'This needs an admin account.');
  }
  if (request.server.config.ADMIN_REQUIRES_TOTP && !user.secondFactor) {
    throw new AppError(
      'FORBIDDEN',
      'Admins must turn on two-step sign-in (an authenticator app) on their profile page first.',
      { reason: 'mfa_setup_required' },
    );
  }
  return user;
}

/** Route hook: 401 before anything else (validation included) when nobody is signed in. */
export async function signedInOnly(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

/** onRequest hook for a route module of admins only: 401/403 before anything else runs. */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  requireAdmin(request);
}

/** onRequest hook for a route module of signed-in users (e-mail verified) only. */
export async function verifiedOnly(request: FastifyRequest): Promise<void> {
  requireVerifiedUser(request);
}
