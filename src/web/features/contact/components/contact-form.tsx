import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  CONTACT_TOPICS,
  type ContactMessage,
  type ContactMessageInput,
  contactMessageSchema,
} from '#core/contact/contact.schema.ts';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { setServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { sendContactMessage } from '../api/send-contact-message.ts';

const TOPIC_LABELS: Record<(typeof CONTACT_TOPICS)[number], string> = {
  general: 'General question',
  order: 'An order',
  membership: 'Membership',
  account: 'My account',
  bug: 'Something is broken',
  other: 'Something else',
};

const FIELDS = ['name', 'email', 'topic', 'message'] as const;

/** The contact form: checked by the core contact schema, the server's field errors shown too. */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { name: '', email: '', topic: 'general', message: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (message) => {
    try {
      await sendContactMessage(message);
      onSent();
    } catch (error) {
      if (!(await setServerFieldErrors(error, form.setError, FIELDS))) {
        form.setError('root', {
          message: await readErrorMessage(error, 'Something went wrong. Please try again.'),
        });
      }
    }
  });
  const fieldError = (name: (typeof FIELDS)[number]) =>
    errors[name]?.message ? <span className="field-error">{errors[name]?.message}</span> : null;

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <label>
        Name
        <input {...form.register('name')} autoComplete="name" aria-invalid={Boolean(errors.name)} />
        {fieldError('name')}
      </label>
      <label>
        Email
        <input
          {...form.register('email')}
          type="email"
          autoComplete="email"
          aria-invalid={Boolean(errors.email)}
        />
        {fieldError('email')}
      </label>
      <label>
        Topic
        <select {...form.register('topic')}>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {TOPIC_LABELS[topic]}
            </option>
          ))}
        </select>
        {fieldError('topic')}
      </label>
      <label>
        Message
        <textarea {...form.register('message')} rows={6} aria-invalid={Boolean(errors.message)} />
        {fieldError('message')}
      </label>
      {errors.root?.message ? (
        <p role="alert" className="field-error">
          {errors.root.message}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send message'}
      </button>
    </form>
  );
}
