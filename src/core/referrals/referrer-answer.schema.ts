import { z } from 'zod';

/** GET /api/referrals/resolve: the account a referral handle names. */
export const referrerAnswerSchema = z.object({ referrerId: z.number() });
