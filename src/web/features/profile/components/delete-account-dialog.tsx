import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { accountDeletionFormSchema } from '#core/profile/account.schema.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { setServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';

type Values = { confirm_email: string };

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
  const schema = useMemo(() => accountDeletionFormSchema(email), [email]);
  // Not shown while typing: the delete button stays disabled until the e-mail matches.
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { confirm_email: '' },
  });
  const { errors, isSubmitting, isSubmitSuccessful, isValid } = form.formState;

  const submit = form.handleSubmit(async ({ confirm_email }) => {
    try {
      await onConfirm(confirm_email.trim());
      toast.success('Your account was deleted');
    } catch (failure) {
      if (!(await setServerFieldErrors(failure, form.setError, ['confirm_email']))) {
        form.setError('root', {
          message: await readErrorMessage(failure, 'The account could not be deleted.'),
        });
      }
    }
  });
  const fieldError = errors.confirm_email?.message;

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
            type="email"
            {...form.register('confirm_email')}
            aria-invalid={fieldError ? true : undefined}
          />
        </label>
        <FormError message={fieldError ?? errors.root?.message} />
        <div className="profile-actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
          <button
            type="submit"
            className="button button--danger"
            disabled={!isValid || isSubmitting || isSubmitSuccessful}
          >
            {isSubmitting || isSubmitSuccessful ? '...' : 'Delete my account'}
          </button>
        </div>
      </form>
    </div>
  );
}
