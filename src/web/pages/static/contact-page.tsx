import { type FormEvent, useState } from 'react';
import { CONTACT_TOPICS, contactMessageSchema } from '#core/contact/contact.schema.ts';
import { StaticPage } from '../../components/layout/static-page.tsx';
import { readErrorMessage, request } from '../../lib/api-client.ts';

type FieldErrors = Partial<Record<'name' | 'email' | 'topic' | 'message' | 'form', string>>;

const TOPIC_LABELS: Record<(typeof CONTACT_TOPICS)[number], string> = {
  general: 'General question',
  order: 'An order',
  membership: 'Membership',
  account: 'My account',
  bug: 'Something is broken',
  other: 'Something else',
};

export function ContactPage() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof FieldErrors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setStatus('sending');
    try {
      await request('/api/contact', { method: 'POST', body: parsed.data });
      setStatus('sent');
    } catch (error) {
      setErrors({ form: await readErrorMessage(error, 'Something went wrong. Please try again.') });
      setStatus('idle');
    }
  };

  if (status === 'sent') {
    return (
      <StaticPage title="Contact us">
        <p role="status" className="form-success">
          Thank you, your message has been sent. We answer within two working days.
        </p>
      </StaticPage>
    );
  }

  return (
    <StaticPage
      title="Contact us"
      intro={<p>Questions about an order, your membership or the app? Write to us here.</p>}
    >
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <label>
          Name
          <input name="name" autoComplete="name" aria-invalid={Boolean(errors.name)} />
          {errors.name ? <span className="field-error">{errors.name}</span> : null}
        </label>
        <label>
          Email
          <input
            name="email"
            type="email"
            autoComplete="email"
            aria-invalid={Boolean(errors.email)}
          />
          {errors.email ? <span className="field-error">{errors.email}</span> : null}
        </label>
        <label>
          Topic
          <select name="topic" defaultValue="general">
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {TOPIC_LABELS[topic]}
              </option>
            ))}
          </select>
          {errors.topic ? <span className="field-error">{errors.topic}</span> : null}
        </label>
        <label>
          Message
          <textarea name="message" rows={6} aria-invalid={Boolean(errors.message)} />
          {errors.message ? <span className="field-error">{errors.message}</span> : null}
        </label>
        {errors.form ? (
          <p role="alert" className="field-error">
            {errors.form}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={status === 'sending'}>
          {status === 'sending' ? 'Sending...' : 'Send message'}
        </button>
      </form>
    </StaticPage>
  );
}
