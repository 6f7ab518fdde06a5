import { REFERRAL_HANDLE_PATTERN, REFERRAL_MESSAGES } from '#core/auth/referral.ts';
import { AppError } from '#core/errors.ts';
import { insertVisit } from '../affiliates/affiliates.repository.ts';
import {
  findUserById,
  findUserByReferralHandle,
  setReferrerOnce,
} from '../auth/users/users.repository.ts';
import type { ServerDeps } from '../deps.ts';

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

/** Records who referred a free-tier user; once only, never oneself. */
export async function setReferrer(deps: Deps, userId: number, referrerId: number) {
  if (referrerId === userId) {
    throw new AppError('VALIDATION_FAILED', REFERRAL_MESSAGES.selfReferral);
  }
  const [user, referrer] = await Promise.all([
    findUserById(deps.db, userId),
    findUserById(deps.db, referrerId),
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
  if (user.referrerId !== null || !(await setReferrerOnce(deps.db, userId, referrerId))) {
    throw new AppError('CONFLICT', REFERRAL_MESSAGES.alreadySet);
  }
}
