import { useState } from 'react';
import { StaticPage } from '../../components/layout/static-page.tsx';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';

export function ContactPage() {
  const [sent, setSent] = useState(false);
  if (sent) {
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
      <ContactForm onSent={() => setSent(true)} />
    </StaticPage>
  );
}
