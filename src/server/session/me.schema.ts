import { z } from 'zod';
import type { UserRow } from '../auth/users/users.repository.ts';

export const meSchema = z.object({
  id: z.number(),
  email: z.string(),
  display_name: z.string(),
  role: z.enum(['user', 'admin']),
  is_admin: z.boolean(),
  membership_tier: z.number(),
  email_verified: z.boolean(),
  referral_handle: z.string(),
  referrer_id: z.number().nullable(),
  created_at: z.string(),
});

export type Me = z.output<typeof meSchema>;

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
