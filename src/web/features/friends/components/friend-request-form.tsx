import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type FriendRequestForm as FormValues,
  friendRequestFormSchema,
  toFriendRequestInput,
} from '#core/social/social.schema.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { friendsKey } from '../api/get-friends.ts';
import { sendFriendRequest } from '../api/send-friend-request.ts';

/** Ask someone to be friends by handle or e-mail. */
export function FriendRequestForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<string>();
  const form = useForm<FormValues>({
    resolver: zodResolver(friendRequestFormSchema),
    defaultValues: { target: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setSent(undefined);
    try {
      const answer = await sendFriendRequest(toFriendRequestInput(values));
      setSent(answer.message);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: friendsKey });
    } catch (error) {
      form.setError('target', {
        message: await readErrorMessage(error, 'The request could not be sent.'),
      });
    }
  });
  const error = form.formState.errors.target?.message;
  return (
    <form className="friends-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="form-field">
        <label htmlFor={id}>Handle or e-mail</label>
        <input id={id} {...form.register('target')} aria-invalid={error ? true : undefined} />
      </div>
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        Send request
      </button>
      <FormError message={error} />
      {sent ? <p role="status">{sent}</p> : null}
    </form>
  );
}
