import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SharedView, sharedViewSchema } from '#core/social/social.schema.ts';
import { request } from '../../../lib/api-client.ts';

/** GET /api/shares/public/{token}; null when the link is unknown or revoked (404). */
export async function getSharedView(token: string): Promise<SharedView | null> {
  try {
    const response = await request(`/api/shares/public/${encodeURIComponent(token)}`);
    if (!response.ok) {
      return null;
    }
    return sharedViewSchema.parse(await response.json());
  } catch (error) {
    if (error instanceof Response && error.status === 404) {
      return null;
    }
    throw error;
  }
}

export const useSharedView = (token: string) =>
  useQuery(
    queryOptions({ queryKey: ['shares', 'view', token], queryFn: () => getSharedView(token) }),
  );
