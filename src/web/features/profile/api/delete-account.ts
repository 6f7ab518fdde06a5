import { request } from '../../../lib/api-client.ts';

/** DELETE /api/profile, confirmed by typing the account's e-mail. Failures are thrown Responses. */
export function deleteAccount(confirmEmail: string): Promise<Response> {
  return request('/api/profile', { method: 'DELETE', body: { confirm_email: confirmEmail } });
}
