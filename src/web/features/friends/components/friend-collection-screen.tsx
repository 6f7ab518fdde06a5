import { Link } from '@tanstack/react-router';
import { mergeSharedPages } from '#core/social/shared-pages.ts';
import { ReadOnlyCollection } from '../../../components/collection/read-only-collection.tsx';
import { useFriendCollection } from '../api/get-friend-collection.ts';
import { TradeMatches } from './trade-matches.tsx';
import './friends.css';

/** /friends/{id}: a friend's collection while they share it; otherwise a clear message. */
export function FriendCollectionScreen({ friendId }: { friendId: number }) {
  const result = useFriendCollection(friendId);
  if (result.isPending) {
    return <p>Loading…</p>;
  }
  if (result.isError) {
    return <p role="alert">This collection could not be loaded.</p>;
  }
  const first = result.data.pages[0];
  if (!first || first.kind === 'hidden') {
    return (
      <section className="friends-page">
        <p className="friends-message" role="status" data-testid="friend-collection-hidden">
          {first?.kind === 'hidden' ? first.message : ''}
        </p>
        <Link to="/friends">Back to your friends</Link>
      </section>
    );
  }
  const { collection } = first;
  const shown = mergeSharedPages(
    result.data.pages.flatMap((page) => (page.kind === 'shown' ? [page.collection] : [])),
  );
  const name = collection.owner.display_name || collection.owner.handle;
  return (
    <section className="friends-page">
      <h1>
        {name}'s collection <span className="friends-row__handle">@{collection.owner.handle}</span>
      </h1>
      <ReadOnlyCollection items={shown.items} values={shown.values} binders={shown.binders} />
      {result.hasNextPage ? (
        <p className="friends-message">
          Showing {shown.items.length} of {collection.total_items} items.{' '}
          <button
            type="button"
            onClick={() => result.fetchNextPage()}
            disabled={result.isFetchingNextPage}
          >
            {result.isFetchingNextPage ? 'Loading…' : 'Show more'}
          </button>
        </p>
      ) : null}
      <TradeMatches friendId={friendId} friendName={name} />
    </section>
  );
}
