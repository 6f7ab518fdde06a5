import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  type PrivacyInput,
  privacyInputSchema,
  type SocialProfile,
} from '#core/social/social.schema.ts';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { socialProfileKey, useSocialProfile } from '../api/get-social-profile.ts';
import { savePrivacy } from '../api/save-privacy.ts';
import { HandleForm } from './handle-form.tsx';
import './friends.css';

function PrivacyForm({ profile }: { profile: SocialProfile }) {
  const queryClient = useQueryClient();
  const form = useForm<PrivacyInput>({
    resolver: zodResolver(privacyInputSchema),
    defaultValues: { visibility: profile.visibility, show_values: profile.show_values },
  });
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      queryClient.setQueryData(socialProfileKey, await savePrivacy(input));
    } catch (error) {
      form.setError('root', { message: await readErrorMessage(error, 'Could not save.') });
    }
  });
  return (
    <form className="profile-card" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2>Collection privacy</h2>
      <label className="form-field">
        <span>Who can see your collection</span>
        <select {...form.register('visibility')}>
          <option value="private">Only me</option>
          <option value="friends">My friends</option>
          <option value="public">Everyone (public)</option>
        </select>
      </label>
      {profile.visibility === 'public' && profile.handle ? (
        <p className="social-hint">
          Anyone can see your collection at{' '}
          <a href={`/u/${encodeURIComponent(profile.handle)}`}>/u/{profile.handle}</a>.
        </p>
      ) : (
        <p className="social-hint">
          Everyone (public): anyone with your handle can see your collection at /u/your-handle.
        </p>
      )}
      <label className="social-checkbox">
        <input type="checkbox" {...form.register('show_values')} />
        <span>Show values of my collection</span>
      </label>
      {form.formState.errors.root ? (
        <p className="form-error" role="alert">
          {form.formState.errors.root.message}
        </p>
      ) : null}
      {form.formState.isSubmitSuccessful ? <p role="status">Privacy saved</p> : null}
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        Update privacy
      </button>
    </form>
  );
}

/** /profile: handle and privacy (issue 16). */
export function SocialProfileSection() {
  const profile = useSocialProfile();
  if (!profile.data) {
    return profile.isError ? <p role="alert">Friends settings could not be loaded.</p> : null;
  }
  return (
    <>
      <HandleForm profile={profile.data} />
      <PrivacyForm profile={profile.data} />
    </>
  );
}
