import { request } from '../../../lib/api-client.ts';

/** POST /api/profile/sign-out-everywhere: ends every session of the user. Failures are thrown Responses. */
export function signOutEverywhere(): Promise<Response> {
  return request('/api/profile/sign-out-everywhere', { method: 'POST' });
}
