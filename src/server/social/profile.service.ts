import { AppError } from '#core/errors.ts';
import type { PrivacyInput, SocialProfile } from '#core/social/social.schema.ts';
import { findSocialProfile, saveHandle, savePrivacy } from './profile.repository.ts';
import type { SocialDeps } from './social-deps.ts';

export async function changeHandle(deps: SocialDeps, userId: number, handle: string) {
  if (!(await saveHandle(deps.db, userId, handle))) {
    throw new AppError('CONFLICT', 'handle: that handle is taken', {
      field: 'handle',
      code: 'handle_taken',
    });
  }
  return findSocialProfile(deps.db, userId);
}

export async function changePrivacy(deps: SocialDeps, userId: number, input: PrivacyInput) {
  await savePrivacy(deps.db, userId, input);
  return findSocialProfile(deps.db, userId);
}

export async function getProfile(deps: SocialDeps, userId: number): Promise<SocialProfile> {
  return findSocialProfile(deps.db, userId);
}
