import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '#core/social/shared-pages.ts';
import { type SharedView, sharedViewSchema } from '#core/social/social.schema.ts';
import { request } from '../../../lib/api-client.ts';

/** Where a shared view is read from: a share link, or a public profile by handle. */
export type SharedSource = { token: string } | { handle: string };

function sourcePath(source: SharedSource) {
  return 'token' in source
    ? `/api/shares/public/${encodeURIComponent(source.token)}`
    : `/api/profiles/${encodeURIComponent(source.handle)}`;
}

/** One page of a share link or public profile; null when it is unknown or not shared (404). */
export async function getSharedView(source: SharedSource, page = 1): Promise<SharedView | null> {
  try {
    const response = await request(`${sourcePath(source)}?page=${page}`);
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

/** The pages, loaded one after another as the viewer asks for more. */
export const useSharedView = (source: SharedSource) =>
  useInfiniteQuery({
    queryKey: ['shares', 'view', source],
    queryFn: ({ pageParam }) => getSharedView(source, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
