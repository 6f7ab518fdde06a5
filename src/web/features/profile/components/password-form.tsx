import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { validatePassword, validatePasswordConfirmation } from '#core/auth/validate-password.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { changePassword } from '../api/change-password.ts';

const EMPTY = { current: '', next: '', confirm: '' };

/** Change password: the spec's password rules shown inline, the server's refusal below. */
export function PasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState({ next: false, confirm: false });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const nextError = touched.next ? validatePassword(values.next)?.message : undefined;
  const confirmError = touched.confirm
    ? validatePasswordConfirmation(values.next, values.confirm)
    : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ next: true, confirm: true });
    if (
      validatePassword(values.next) ||
      validatePasswordConfirmation(values.next, values.confirm)
    ) {
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      await changePassword(values.current, values.next);
      setValues(EMPTY);
      setTouched({ next: false, confirm: false });
      toast.success('Password changed');
    } catch (failure) {
      setError(await readErrorMessage(failure, 'The password could not be changed.'));
    } finally {
      setPending(false);
    }
  };

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string, hint?: string) => (
    <div className="form-field">
      <label htmlFor={`password-${name}`}>{label}</label>
      <input
        id={`password-${name}`}
        type="password"
        name={name}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => setValues((old) => ({ ...old, [name]: event.target.value }))}
        onBlur={() => name !== 'current' && setTouched((old) => ({ ...old, [name]: true }))}
        aria-invalid={hint ? true : undefined}
        aria-describedby={hint ? `password-${name}-error` : undefined}
      />
      {hint ? (
        <span className="form-error" id={`password-${name}-error`}>
          {hint}
        </span>
      ) : null}
    </div>
  );

  return (
    <form className="profile-card" onSubmit={(event) => void submit(event)} noValidate>
      <h2>Change password</h2>
      {field('current', 'Current password', 'current-password')}
      {field('next', 'New password', 'new-password', nextError)}
      {field('confirm', 'Confirm new password', 'new-password', confirmError)}
      <FormError message={error} />
      <button type="submit" className="button" disabled={pending}>
        {pending ? '...' : 'Change password'}
      </button>
    </form>
  );
}
