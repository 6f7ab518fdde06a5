import { useContactMessages } from '../api/get-contact-messages.ts';
import './admin.css';

export function ContactMessagesView() {
  const messages = useContactMessages();
  if (messages.isError) {
    return <p className="field-error">The messages could not be loaded.</p>;
  }
  if (messages.data?.items.length === 0) {
    return <p>No messages yet.</p>;
  }
  return (
    <ul className="admin-messages">
      {messages.data?.items.map((item) => (
        <li key={item.id} className="admin-card">
          <p>
            <strong>{item.name}</strong> &lt;{item.email}&gt; · {item.topic} ·{' '}
            {new Date(item.createdAt).toLocaleString()}
          </p>
          <p className="admin-message-text">{item.message}</p>
        </li>
      ))}
    </ul>
  );
}
