import { getPocketCount, type PocketLayout } from './binder-location.ts';

type Located = { binder_page?: number | null; binder_pocket?: number | null };

/**
 * One page of a binder as its pockets (null for an empty one), the number of pages to show and
 * the copies in no pocket yet. One page more than the last filled one is shown while unfiled
 * copies wait, so there is always room to file them.
 */
export function getBinderPocketPage<T extends Located>(
  items: readonly T[],
  layout: PocketLayout,
  requestedPage: number,
) {
  const unfiled = items.filter((item) => item.binder_page == null);
  const lastPage = Math.max(0, ...items.map((item) => item.binder_page ?? 0));
  const pageCount = Math.max(1, lastPage + (unfiled.length > 0 ? 1 : 0));
  const page = Math.min(Math.max(1, requestedPage), pageCount);
  const pockets: (T | null)[] = Array.from({ length: getPocketCount(layout) }, () => null);
  for (const item of items) {
    if (item.binder_page === page && item.binder_pocket != null) {
      pockets[item.binder_pocket - 1] = item;
    }
  }
  return { page, pageCount, pockets, unfiled };
}
