import { describe, expect, it } from 'vitest';
import {
  accountDeletionFormSchema,
  isAccountEmail,
  passwordChangeFormSchema,
} from './account.schema.ts';

const issuesOf = (values: Record<string, string>) =>
  passwordChangeFormSchema
    .safeParse({ current_password: 'old', ...values })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('passwordChangeFormSchema', () => {
  it('applies the spec password rules to the new password only', () => {
    expect(issuesOf({ new_password: 'short', confirm_password: 'short' })).toEqual([
      ['new_password', 'Password must contain at least 8 characters, including a number'],
    ]);
    expect(issuesOf({ new_password: 'togepi2024', confirm_password: 'togepi2025' })).toEqual([
      ['confirm_password', "Confirmation password doesn't match"],
    ]);
    expect(
      issuesOf({ new_password: 'togepi2024', confirm_password: 'togepi2024' }),
    ).toBeUndefined();
  });
});

describe('account deletion', () => {
  it('takes the account e-mail in any case with spaces around, nothing else', () => {
    expect(isAccountEmail('  Misty@Cerulean.Gym ', 'misty@cerulean.gym')).toBe(true);
    const schema = accountDeletionFormSchema('misty@cerulean.gym');
    expect(schema.safeParse({ confirm_email: 'MISTY@cerulean.gym' }).success).toBe(true);
    expect(schema.safeParse({ confirm_email: 'brock@pewter.gym' }).error?.issues[0]?.message).toBe(
      'The e-mail does not match your account e-mail',
    );
  });
});
