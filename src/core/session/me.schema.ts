import { z } from 'zod';

/** GET /api/session/me: the user's own fields (spec sections 3 and 7). */
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
