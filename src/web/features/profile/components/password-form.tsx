import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { type PasswordChangeForm, passwordChangeFormSchema } from '#core/profile/account.schema.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { setServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { changePassword } from '../api/change-password.ts';

const EMPTY: PasswordChangeForm = { current_password: '', new_password: '', confirm_password: '' };
const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
type Field = (typeof FIELDS)[number];

/** Change password: the spec's password rules shown inline, the server's refusal on its field. */
export function PasswordForm() {
  // Each rule shows once its field was left, then follows every keystroke (spec: on blur).
  const form = useForm<PasswordChangeForm>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await changePassword(values.current_password, values.new_password);
      form.reset(EMPTY);
      toast.success('Password changed');
    } catch (failure) {
      if (!(await setServerFieldErrors(failure, form.setError, FIELDS))) {
        form.setError('root', {
          message: await readErrorMessage(failure, 'The password could not be changed.'),
        });
      }
    }
  });

  const field = (name: Field, id: string, label: string, autoComplete: string) => {
    const hint = errors[name]?.message;
    return (
      <div className="form-field">
        <label htmlFor={`password-${id}`}>{label}</label>
        <input
          id={`password-${id}`}
          type="password"
          autoComplete={autoComplete}
          {...form.register(name, {
            // The confirmation follows the new password once it was checked.
            onChange: () =>
              name === 'new_password' && form.getFieldState('confirm_password').isTouched
                ? form.trigger('confirm_password')
                : undefined,
          })}
          aria-invalid={hint ? true : undefined}
          aria-describedby={hint ? `password-${id}-error` : undefined}
        />
        {hint ? (
          <span className="form-error" id={`password-${id}-error`}>
            {hint}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <form className="profile-card" onSubmit={(event) => void submit(event)} noValidate>
      <h2>Change password</h2>
      {field('current_password', 'current', 'Current password', 'current-password')}
      {field('new_password', 'next', 'New password', 'new-password')}
      {field('confirm_password', 'confirm', 'Confirm new password', 'new-password')}
      <FormError message={errors.root?.message} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? '...' : 'Change password'}
      </button>
    </form>
  );
}
