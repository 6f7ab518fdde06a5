import { z } from 'zod';
import { normaliseEmail } from '../auth/validate-email.ts';
import { validatePassword, validatePasswordConfirmation } from '../auth/validate-password.ts';

/** POST /api/profile/password. The new password's rules are checked by the service. */
export const passwordChangeInputSchema = z.object({
  current_password: z.string().max(1000),
  new_password: z.string().max(1000),
});

/** The change-password form: the spec's password rules (the server's) and the confirmation. */
export const passwordChangeFormSchema = passwordChangeInputSchema
  .extend({
    new_password: passwordChangeInputSchema.shape.new_password.superRefine((password, ctx) => {
      const error = validatePassword(password);
      if (error) {
        ctx.addIssue({ code: 'custom', message: error.message });
      }
    }),
    confirm_password: z.string(),
  })
  .superRefine(({ new_password, confirm_password }, ctx) => {
    const mismatch = validatePasswordConfirmation(new_password, confirm_password);
    if (mismatch) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: mismatch });
    }
  });
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;

/** DELETE /api/profile: the account's e-mail typed again. */
export const accountDeletionInputSchema = z.object({ confirm_email: z.string().max(1000) });

/** The one rule for the typed confirmation: the account e-mail, in any case, spaces around. */
export function isAccountEmail(typed: string, accountEmail: string): boolean {
  return normaliseEmail(typed) === normaliseEmail(accountEmail);
}

export const ACCOUNT_EMAIL_MISMATCH = 'The e-mail does not match your account e-mail';

/** The delete-account dialog: valid only once the account's e-mail is typed. */
export const accountDeletionFormSchema = (accountEmail: string) =>
  accountDeletionInputSchema.refine(
    ({ confirm_email }) => isAccountEmail(confirm_email, accountEmail),
    { path: ['confirm_email'], message: ACCOUNT_EMAIL_MISMATCH },
  );
