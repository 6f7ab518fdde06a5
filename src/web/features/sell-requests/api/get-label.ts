import { request } from '../../../lib/api-client.ts';

/** GET /api/sell-requests/{id}/label: the shipping label PDF as a Blob. */
export async function fetchLabel(id: number): Promise<Blob> {
  const response = await request(`/api/sell-requests/${id}/label`);
  return response.blob();
}
