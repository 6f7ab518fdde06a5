import {
  REFERRAL_HANDLE_PATTERN,
  REFERRAL_MESSAGES,
  REFERRAL_WINDOW_DAYS,
} from '#core/auth/referral.ts';
import { AppError } from '#core/errors.ts';
import { insertVisit } from '../affiliates/affiliates.repository.ts';
import {
  findUserById,
  findUserByReferralHandle,
  isInReferrerChain,
  lockReferrerChanges,
  setReferrerOnce,
} from '../auth/users/users.repository.ts';
import type { ServerDeps } from '../deps.ts';
import { hasPaidBefore, shareACard, shareAnAddress } from './referrals.repository.ts';

type Deps = Pick<ServerDeps, 'db'>;

export async function resolveReferralHandle(deps: Deps, handle: string) {
  const normalised = handle.trim().toLowerCase();
  const referrer = REFERRAL_HANDLE_PATTERN.test(normalised)
    ? await findUserByReferralHandle(deps.db, normalised)
    : undefined;
  if (!referrer) {
    throw new AppError('NOT_FOUND', REFERRAL_MESSAGES.unknownHandle);
  }
  await insertVisit(deps.db, referrer.id);
  return referrer.id;
}

/**
 * Records who referred a free-tier user; once only, never oneself, and never someone this user
 * referred, directly or down the chain (two accounts naming each other would pay each other).
 * Only within REFERRAL_WINDOW_DAYS of sign-up and before the first payment, and never to an
 * account that shipped to the same address or paid with the same card (a second account of the
 * buyer; decisions 063 and 068).
 */
export async function setReferrer(deps: Deps, userId: number, referrerId: number) {
  if (referrerId === userId) {
    throw new AppError('VALIDATION_FAILED', REFERRAL_MESSAGES.selfReferral);
  }
  await deps.db.transaction(async (tx) => {
    await lockReferrerChanges(tx);
    const [user, referrer] = await Promise.all([
      findUserById(tx, userId),
      findUserById(tx, referrerId),
    ]);
    if (!user) {
      throw new AppError('UNAUTHORISED', 'unauthorised');
    }
    if (!referrer) {
      throw new AppError('NOT_FOUND', REFERRAL_MESSAGES.unknownReferrer);
    }
    if (user.membershipTier !== 0) {
      throw new AppError('VALIDATION_FAILED', REFERRAL_MESSAGES.notFreeTier);
    }
    if (user.referrerId !== null || user.referredAt !== null) {
      throw new AppError('CONFLICT', REFERRAL_MESSAGES.alreadySet);
    }
    if (Date.now() - user.createdAt.getTime() > REFERRAL_WINDOW_DAYS * 86_400_000) {
      throw new AppError('CONFLICT', REFERRAL_MESSAGES.windowClosed);
    }
    // Before the first-payment rule: only a buyer who paid has a card, and this says why.
    if (await shareACard(tx, userId, referrerId)) {
      throw new AppError('VALIDATION_FAILED', REFERRAL_MESSAGES.sharedCard);
    }
    if (await hasPaidBefore(tx, userId)) {
      throw new AppError('CONFLICT', REFERRAL_MESSAGES.afterPurchase);
    }
    if (await shareAnAddress(tx, userId, referrerId)) {
      throw new AppError('VALIDATION_FAILED', REFERRAL_MESSAGES.sharedAddress);
    }
    if (await isInReferrerChain(tx, referrerId, userId)) {
      throw new AppError('VALIDATION_FAILED', REFERRAL_MESSAGES.referralLoop);
    }
    if (!(await setReferrerOnce(tx, userId, referrerId))) {
      throw new AppError('CONFLICT', REFERRAL_MESSAGES.alreadySet);
    }
  });
}
