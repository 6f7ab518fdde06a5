import type { SharedCollection } from './social.schema.ts';

type Page = Pick<SharedCollection, 'items' | 'values' | 'binders'> & {
  page: number;
  page_size: number;
  total_items: number;
};

/** The page after `last`, or undefined when it was the last one (for "Show more"). */
export const nextPageOf = (last: Page | null) =>
  last && last.page * last.page_size < last.total_items ? last.page + 1 : undefined;

/** The pages loaded so far as one list: items in order, values merged, binders once each. */
export function mergeSharedPages(pages: readonly Page[]) {
  const first = pages[0];
  return {
    items: pages.flatMap((page) => page.items),
    values: first?.values ? Object.assign({}, ...pages.map((page) => page.values)) : null,
    binders: [...new Map(pages.flatMap((page) => page.binders).map((b) => [b.id, b])).values()],
  };
}
