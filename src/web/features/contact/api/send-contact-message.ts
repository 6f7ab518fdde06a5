import type { ContactMessage } from '#core/contact/contact.schema.ts';
import { request } from '../../../lib/api-client.ts';

/** POST /api/contact: a message for the team (no account needed). */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await request('/api/contact', { method: 'POST', body: message });
}
