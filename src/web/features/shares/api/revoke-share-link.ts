import { request } from '../../../lib/api-client.ts';

/** DELETE /api/shares/{id}. */
export async function revokeShareLink(id: number) {
  await request(`/api/shares/${id}`, { method: 'DELETE' });
}
