import { z } from 'zod';

/** PATCH /api/profile: the one rule for a display name, used by the server and the form. */
export const displayNameInputSchema = z.object({
  display_name: z
    .string()
    .trim()
    .min(1, 'Display name is required')
    .max(80, 'Display name must be at most 80 characters'),
});

export type DisplayNameInput = z.input<typeof displayNameInputSchema>;
