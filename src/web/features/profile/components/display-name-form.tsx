import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import {
  type DisplayNameInput,
  displayNameInputSchema,
} from '#core/profile/display-name.schema.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { setServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { updateDisplayName } from '../api/update-display-name.ts';

/** The display name, checked by the same core rule as the server (ADR 024). */
export function DisplayNameForm({
  current,
  onSaved,
}: {
  current: string;
  onSaved: () => Promise<void>;
}) {
  const form = useForm<DisplayNameInput, unknown, { display_name: string }>({
    resolver: zodResolver(displayNameInputSchema),
    defaultValues: { display_name: current },
  });
  const onSubmit = form.handleSubmit(async ({ display_name }) => {
    try {
      await updateDisplayName(display_name);
      await onSaved();
      toast.success('Display name saved');
    } catch (failure) {
      if (!(await setServerFieldErrors(failure, form.setError, ['display_name']))) {
        form.setError('display_name', {
          message: await readErrorMessage(failure, 'The display name could not be saved.'),
        });
      }
    }
  });
  const error = form.formState.errors.display_name?.message;

  return (
    <form className="profile-card" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2>Display name</h2>
      <label className="form-field">
        <span>Display name</span>
        <input
          {...form.register('display_name')}
          maxLength={80}
          aria-invalid={error ? true : undefined}
        />
      </label>
      <FormError message={error} />
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? '...' : 'Save'}
      </button>
    </form>
  );
}
