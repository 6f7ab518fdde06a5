import type { Me } from '#core/session/me.schema.ts';
import type { UserRow } from '../auth/users/users.repository.ts';

/** The extra user fields the web app merges into the session user (spec sections 3 and 7). */
export function toMe(user: UserRow): Me {
  return {
    id: user.id,
    email: user.email,
    display_name: user.displayName,
    role: user.role,
    is_admin: user.role === 'admin',
    membership_tier: user.membershipTier,
    email_verified: user.emailVerifiedAt !== null,
    referral_handle: user.referralHandle,
    referrer_id: user.referrerId,
    created_at: user.createdAt.toISOString(),
  };
}
