import { request } from '../../../lib/api-client.ts';

/** PATCH /api/profile: the new display name (already checked by the core rule). Failures are thrown Responses. */
export function updateDisplayName(displayName: string): Promise<Response> {
  return request('/api/profile', { method: 'PATCH', body: { display_name: displayName } });
}
