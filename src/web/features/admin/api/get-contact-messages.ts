import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactMessageListSchema } from '#core/contact/contact.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** GET /api/admin/contact-messages: messages from the contact form, newest first. */
export async function fetchContactMessages() {
  return contactMessageListSchema.parse(await requestJson('/api/admin/contact-messages'));
}

export const contactMessagesQuery = queryOptions({
  queryKey: ['admin', 'contact-messages'],
  queryFn: fetchContactMessages,
});

export const useContactMessages = () => useQuery(contactMessagesQuery);
