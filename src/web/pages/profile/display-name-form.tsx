import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { readErrorMessage } from '../../lib/api-client.ts';
import { profileApi } from './profile-api.ts';

export function DisplayNameForm({
  current,
  onSaved,
}: {
  current: string;
  onSaved: () => Promise<void>;
}) {
  const [value, setValue] = useState(current);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    try {
      await profileApi.updateDisplayName(value.trim());
      await onSaved();
      toast.success('Display name saved');
    } catch (failure) {
      setError(await readErrorMessage(failure, 'The display name could not be saved.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="profile-card" onSubmit={(event) => void submit(event)} noValidate>
      <h2>Display name</h2>
      <label className="form-field">
        <span>Display name</span>
        <input
          name="display_name"
          value={value}
          maxLength={100}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </label>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={pending}>
        {pending ? '...' : 'Save'}
      </button>
    </form>
  );
}
