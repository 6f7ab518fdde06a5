import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { AuthDeps } from '../auth-deps.ts';
import { sha256Hex } from '../crypto.ts';
import { revokeUserSessions } from '../session/session.repository.ts';
import { openSecret, sealSecret } from './secret-box.ts';
import {
  acceptStep,
  confirmTotp,
  deleteTotp,
  findTotp,
  hasConfirmedTotp,
  recordFailure,
  savePendingTotp,
  spendRecoveryHash,
  type TotpRow,
} from './totp.repository.ts';

export type TotpDeps = Pick<AuthDeps, 'db' | 'config'> & { authKey: Buffer };

const PERIOD_SECONDS = 30;
const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export type CodeOutcome =
  | { status: 'OK' }
  | {
      status: 'INVALID_TOTP_ERROR';
      currentNumberOfFailedAttempts: number;
      maxNumberOfFailedAttempts: number;
    }
  | { status: 'LIMIT_REACHED_ERROR'; retryAfterMs: number }
  | { status: 'UNKNOWN_DEVICE_ERROR' };

function totpFor(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: 'Cardfolio',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

function recoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

function recoveryHash(code: string): string {
  return sha256Hex(code.toLowerCase().replace(/[^a-z0-9]/g, ''));
}

/** Starts (or restarts) enrolment: a new secret, shown once as text and as an otpauth:// URI. */
export async function startTotpEnrolment(deps: TotpDeps, user: { id: number; email: string }) {
  const existing = await findTotp(deps.db, user.id);
  if (existing?.verifiedAt) {
    return { status: 'DEVICE_ALREADY_EXISTS_ERROR' as const };
  }
  const secret = new Secret({ size: 20 }).base32;
  await savePendingTotp(deps.db, user.id, sealSecret(deps.authKey, secret));
  return {
    status: 'OK' as const,
    deviceName: 'Authenticator app',
    secret,
    qrCodeString: totpFor(secret, user.email).toString(),
  };
}

function lockedFor(row: TotpRow): number {
  const until = row.lockedUntil?.getTime() ?? 0;
  return Math.max(0, until - Date.now());
}

/**
 * Checks a 6-digit code (one step of clock drift either way). A code is good once: its time step
 * must be newer than the last accepted one. Wrong codes count towards a short lock-out.
 */
async function checkCode(deps: TotpDeps, row: TotpRow, code: string) {
  const retryAfterMs = lockedFor(row);
  if (retryAfterMs > 0) {
    return { outcome: { status: 'LIMIT_REACHED_ERROR', retryAfterMs } as CodeOutcome };
  }
  const secret = openSecret(deps.authKey, row.secretEnc);
  const delta = /^\d{6}$/.test(code)
    ? totpFor(secret, '').validate({ token: code, window: 1 })
    : null;
  const step = Math.floor(Date.now() / 1000 / PERIOD_SECONDS) + (delta ?? 0);
  if (delta !== null && (row.lastStep === null || step > row.lastStep)) {
    return { outcome: { status: 'OK' } as CodeOutcome, step };
  }
  const max = deps.config.TOTP_MAX_ATTEMPTS;
  const failed = await recordFailure(deps.db, row.userId, max, deps.config.TOTP_LOCK_SECONDS);
  const attempts = failed?.failedAttempts ?? max;
  if (attempts >= max) {
    const locked = failed?.lockedUntil ? failed.lockedUntil.getTime() - Date.now() : 0;
    return { outcome: { status: 'LIMIT_REACHED_ERROR', retryAfterMs: locked } as CodeOutcome };
  }
  return {
    outcome: {
      status: 'INVALID_TOTP_ERROR',
      currentNumberOfFailedAttempts: attempts,
      maxNumberOfFailedAttempts: max,
    } as CodeOutcome,
  };
}

/** Whether the user has a confirmed authenticator app. */
export function totpEnrolled(deps: Pick<TotpDeps, 'db'>, userId: number): Promise<boolean> {
  return hasConfirmedTotp(deps.db, userId);
}

/**
 * Confirms enrolment with a first code; answers the recovery codes, shown this once only. The
 * user's other sessions never passed the new factor, so they end (`keepHandle` stays).
 */
export async function confirmTotpEnrolment(
  deps: TotpDeps,
  userId: number,
  code: string,
  keepHandle: string,
) {
  const row = await findTotp(deps.db, userId);
  if (!row) {
    return { outcome: { status: 'UNKNOWN_DEVICE_ERROR' } as CodeOutcome };
  }
  if (row.verifiedAt) {
    return { outcome: { status: 'OK' } as CodeOutcome, wasAlreadyVerified: true };
  }
  const checked = await checkCode(deps, row, code.trim());
  if (checked.outcome.status !== 'OK' || checked.step === undefined) {
    return { outcome: checked.outcome };
  }
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await deps.db.transaction(async (tx) => {
    await confirmTotp(tx, userId, checked.step as number, codes.map(recoveryHash));
    await revokeUserSessions(tx, userId, 'second factor turned on', keepHandle);
  });
  return { outcome: checked.outcome, wasAlreadyVerified: false, recoveryCodes: codes };
}

/** The second step of a sign-in (or a re-check): a current code from the app. */
export async function verifyTotpCode(deps: TotpDeps, userId: number, code: string) {
  const row = await findTotp(deps.db, userId);
  if (!row?.verifiedAt) {
    return { status: 'UNKNOWN_DEVICE_ERROR' } as CodeOutcome;
  }
  const checked = await checkCode(deps, row, code.trim());
  if (checked.outcome.status === 'OK' && checked.step !== undefined) {
    await acceptStep(deps.db, userId, checked.step);
  }
  return checked.outcome;
}

/** Instead of a code: one of the recovery codes, which then stops working. */
export async function redeemRecoveryCode(deps: TotpDeps, userId: number, code: string) {
  const row = await findTotp(deps.db, userId);
  if (!row?.verifiedAt) {
    return { status: 'UNKNOWN_DEVICE_ERROR' } as CodeOutcome;
  }
  const retryAfterMs = lockedFor(row);
  if (retryAfterMs > 0) {
    return { status: 'LIMIT_REACHED_ERROR', retryAfterMs } as CodeOutcome;
  }
  if (await spendRecoveryHash(deps.db, userId, recoveryHash(code))) {
    return { status: 'OK' } as CodeOutcome;
  }
  const max = deps.config.TOTP_MAX_ATTEMPTS;
  const failed = await recordFailure(deps.db, userId, max, deps.config.TOTP_LOCK_SECONDS);
  return {
    status: 'INVALID_TOTP_ERROR',
    currentNumberOfFailedAttempts: failed?.failedAttempts ?? max,
    maxNumberOfFailedAttempts: max,
  } as CodeOutcome;
}

/** Turns the app off; needs a current code, so a stolen session alone cannot. */
export async function removeTotp(deps: TotpDeps, userId: number, code: string) {
  const row = await findTotp(deps.db, userId);
  if (!row) {
    return { status: 'OK' as const, didDeviceExist: false };
  }
  if (row.verifiedAt) {
    const outcome = await verifyTotpCode(deps, userId, code);
    if (outcome.status !== 'OK') {
      return outcome;
    }
  }
  await deleteTotp(deps.db, userId);
  return { status: 'OK' as const, didDeviceExist: true };
}
