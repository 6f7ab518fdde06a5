import { mergeSharedPages } from '#core/social/shared-pages.ts';
import {
  PROFILE_NOT_PUBLIC_MESSAGE,
  SHARE_GONE_MESSAGE,
  type SharedView,
} from '#core/social/social.schema.ts';
import { ReadOnlyCollection } from '../../../components/collection/read-only-collection.tsx';
import { type SharedSource, useSharedView } from '../api/get-shared-view.ts';
import './shares.css';

const FIRST_LIST = { collection: 'collection', binder: 'all', wishlist: 'wishlist' } as const;

/**
 * /share/{token} (a shared collection, binder or wishlist) and /u/{handle} (a public profile):
 * read-only, works signed out.
 */
export function SharedViewScreen({ source }: { source: SharedSource }) {
  const view = useSharedView(source);
  if (view.isPending) {
    return <p>Loading…</p>;
  }
  if (view.isError) {
    return <p role="alert">This shared collection could not be loaded.</p>;
  }
  const pages = view.data.pages.filter((page): page is SharedView => page !== null);
  const first = pages[0];
  if (!first) {
    return (
      <section className="shared-view">
        <h1>{'token' in source ? SHARE_GONE_MESSAGE : PROFILE_NOT_PUBLIC_MESSAGE}</h1>
        <p>
          {'token' in source
            ? 'The owner may have revoked it.'
            : 'Its owner shares the collection with friends only, or not at all.'}
        </p>
      </section>
    );
  }
  const { items, values, binders } = mergeSharedPages(pages);
  return (
    <section className="shared-view">
      <h1>{first.title}</h1>
      <p className="shared-view__note">
        {'token' in source
          ? 'A read-only view shared from Cardfolio.'
          : 'A public Cardfolio collection (read-only).'}
      </p>
      <ReadOnlyCollection
        items={items}
        values={values}
        binders={first.scope === 'collection' ? binders : []}
        initialList={FIRST_LIST[first.scope]}
      />
      {view.hasNextPage ? (
        <p className="shared-view__more">
          Showing {items.length} of {first.total_items} items.{' '}
          <button
            type="button"
            onClick={() => view.fetchNextPage()}
            disabled={view.isFetchingNextPage}
          >
            {view.isFetchingNextPage ? 'Loading…' : 'Show more'}
          </button>
        </p>
      ) : null}
    </section>
  );
}
