import { useInfiniteQuery } from '@tanstack/react-query';
import { type SharedView, sharedViewSchema } from '#core/social/social.schema.ts';
import { request } from '../../../lib/api-client.ts';

/** GET /api/shares/public/{token}?page=; null when the link is unknown or revoked (404). */
export async function getSharedView(token: string, page = 1): Promise<SharedView | null> {
  try {
    const response = await request(`/api/shares/public/${encodeURIComponent(token)}?page=${page}`);
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

/** The link's pages, loaded one after another as the viewer asks for more. */
export const useSharedView = (token: string) =>
  useInfiniteQuery({
    queryKey: ['shares', 'view', token],
    queryFn: ({ pageParam }) => getSharedView(token, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last && last.page * last.page_size < last.total_items ? last.page + 1 : undefined,
  });
