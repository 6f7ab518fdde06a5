import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  type HandleInput,
  handleInputSchema,
  type SocialProfile,
} from '#core/social/social.schema.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { socialProfileKey } from '../api/get-social-profile.ts';
import { saveHandle } from '../api/save-handle.ts';
import './friends.css';

/** Sets the public handle (on /profile, and on /friends before a first friend request). */
export function HandleForm({
  profile,
  hint = 'Friends find you by it. Letters, digits and underscores.',
}: {
  profile: SocialProfile;
  hint?: string;
}) {
  const queryClient = useQueryClient();
  const form = useForm<HandleInput>({
    resolver: zodResolver(handleInputSchema),
    defaultValues: { handle: profile.handle ?? '' },
  });
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      queryClient.setQueryData(socialProfileKey, await saveHandle(input));
    } catch (error) {
      form.setError('handle', { message: await readErrorMessage(error, 'Could not save.') });
    }
  });
  const error = form.formState.errors.handle?.message;
  return (
    <form className="profile-card" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2>Public handle</h2>
      <p className="social-hint">{hint}</p>
      <label className="form-field">
        <span>Handle</span>
        <input {...form.register('handle')} aria-invalid={error ? true : undefined} />
      </label>
      <FormError message={error} />
      {form.formState.isSubmitSuccessful && !error ? <p role="status">Handle saved</p> : null}
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        Set handle
      </button>
    </form>
  );
}
