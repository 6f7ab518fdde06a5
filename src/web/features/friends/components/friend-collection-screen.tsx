import { Link } from '@tanstack/react-router';
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
  if (result.data.kind === 'hidden') {
    return (
      <section className="friends-page">
        <p className="friends-message" role="status" data-testid="friend-collection-hidden">
          {result.data.message}
        </p>
        <Link to="/friends">Back to your friends</Link>
      </section>
    );
  }
  const { collection } = result.data;
  const name = collection.owner.display_name || collection.owner.handle;
  return (
    <section className="friends-page">
      <h1>
        {name}'s collection <span className="friends-row__handle">@{collection.owner.handle}</span>
      </h1>
      <ReadOnlyCollection
        items={collection.items}
        values={collection.values}
        binders={collection.binders}
      />
      <TradeMatches friendId={friendId} friendName={name} />
    </section>
  );
}
