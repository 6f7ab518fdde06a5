import { request } from '../../../lib/api-client.ts';

/** POST /api/profile/password. Failures are thrown Responses. */
export function changePassword(currentPassword: string, newPassword: string): Promise<Response> {
  return request('/api/profile/password', {
    method: 'POST',
    body: { current_password: currentPassword, new_password: newPassword },
  });
}
