import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { normaliseEmail } from '#core/auth/validate-email.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { readErrorMessage } from '../../../lib/api-client.ts';

/** Asks the user to type their e-mail before the account is deleted for good. */
export function DeleteAccountDialog({
  email,
  onCancel,
  onConfirm,
}: {
  email: string;
  onCancel: () => void;
  onConfirm: (typedEmail: string) => Promise<void>;
}) {
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const matches = normaliseEmail(typed) === normaliseEmail(email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) {
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      await onConfirm(typed.trim());
      toast.success('Your account was deleted');
    } catch (failure) {
      setError(await readErrorMessage(failure, 'The account could not be deleted.'));
      setPending(false);
    }
  };

  return (
    <div className="dialog-backdrop">
      <form
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="delete-account-title"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <h2 id="delete-account-title">Delete your account?</h2>
        <p>
          This deletes your account and everything in it. It cannot be undone. Type your e-mail{' '}
          <strong>{email}</strong> to confirm.
        </p>
        <label className="form-field">
          <span>Your e-mail</span>
          <input
            name="confirm_email"
            type="email"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <FormError message={error} />
        <div className="profile-actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="button button--danger" disabled={!matches || pending}>
            {pending ? '...' : 'Delete my account'}
          </button>
        </div>
      </form>
    </div>
  );
}
