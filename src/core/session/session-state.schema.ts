import { z } from 'zod';

/**
 * GET /api/session/state: what the server makes of the browser's session cookie, always 200 so
 * a signed-out visitor's check is not a failed request. `none`: no session; `active`: a valid
 * access token (the e-mail may still be unverified); `expired`: a token to refresh first.
 */
export const sessionStateSchema = z.object({
  session: z.enum(['none', 'active', 'expired']),
});

export type SessionStateAnswer = z.output<typeof sessionStateSchema>;
