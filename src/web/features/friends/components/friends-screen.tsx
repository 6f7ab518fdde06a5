import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { formatPrice } from '../../../lib/display-money.ts';
import { acceptFriendRequest } from '../api/accept-friend-request.ts';
import { blockUser } from '../api/block-user.ts';
import { cancelFriendRequest } from '../api/cancel-friend-request.ts';
import { declineFriendRequest } from '../api/decline-friend-request.ts';
import { friendsKey, useFriends } from '../api/get-friends.ts';
import { removeFriend } from '../api/remove-friend.ts';
import { unblockUser } from '../api/unblock-user.ts';
import { FriendRequestForm } from './friend-request-form.tsx';
import './friends.css';

function Name({ person }: { person: { handle: string; display_name: string } }) {
  return (
    <span className="friends-row__name">
      {person.display_name || person.handle}{' '}
      <span className="friends-row__handle">@{person.handle}</span>
    </span>
  );
}

/** /friends: friends with their collection value, requests both ways, blocked users. */
export function FriendsScreen() {
  const friends = useFriends();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const act = (action: () => Promise<void>) => async () => {
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(await readErrorMessage(failure, 'That did not work. Please try again.'));
    }
    await queryClient.invalidateQueries({ queryKey: friendsKey });
  };
  const data = friends.data;
  return (
    <section className="friends-page">
      <h1>Friends</h1>
      <div className="friends-section">
        <h2>Add a friend</h2>
        <FriendRequestForm />
      </div>
      {error ? <p role="alert">{error}</p> : null}
      {friends.isError ? <p role="alert">Your friends could not be loaded.</p> : null}
      {data ? (
        <>
          <section className="friends-section" aria-label="Incoming requests">
            <h2>Incoming requests ({data.incoming.length})</h2>
            <ul className="friends-list">
              {data.incoming.map((entry) => (
                <li key={entry.id} className="friends-row">
                  <Name person={entry.from} />
                  <button
                    type="button"
                    className="button"
                    onClick={act(() => acceptFriendRequest(entry.id))}
                  >
                    Accept
                  </button>
                  <button
                    type="button"
                    className="link-button"
                    onClick={act(() => declineFriendRequest(entry.id))}
                  >
                    Decline
                  </button>
                  <button
                    type="button"
                    className="link-button"
                    onClick={act(() => blockUser(entry.from.handle))}
                  >
                    Block
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <section className="friends-section" aria-label="Your friends">
            <h2>Your friends ({data.friends.length})</h2>
            {data.friends.length === 0 ? <p>No friends yet: send a request above.</p> : null}
            <ul className="friends-list">
              {data.friends.map((friend) => (
                <li key={friend.id} className="friends-row">
                  <Name person={friend} />
                  <span>
                    {friend.collection_value !== null
                      ? formatPrice(friend.collection_value)
                      : friend.shares_collection
                        ? 'Values hidden'
                        : 'Private collection'}
                  </span>
                  <Link to="/friends/$friendId" params={{ friendId: String(friend.id) }}>
                    View collection
                  </Link>
                  <button
                    type="button"
                    className="link-button"
                    onClick={act(() => removeFriend(friend.id))}
                  >
                    Remove
                  </button>
                  <button
                    type="button"
                    className="link-button"
                    onClick={act(() => blockUser(friend.handle))}
                  >
                    Block
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <section className="friends-section" aria-label="Sent requests">
            <h2>Sent requests ({data.outgoing.length})</h2>
            <ul className="friends-list">
              {data.outgoing.map((entry) => (
                <li key={entry.id} className="friends-row">
                  <span className="friends-row__name">{entry.to}</span>
                  <button
                    type="button"
                    className="link-button"
                    onClick={act(() => cancelFriendRequest(entry.id))}
                  >
                    Cancel
                  </button>
                </li>
              ))}
            </ul>
          </section>
          {data.blocked.length > 0 ? (
            <section className="friends-section" aria-label="Blocked">
              <h2>Blocked</h2>
              <ul className="friends-list">
                {data.blocked.map((person) => (
                  <li key={person.id} className="friends-row">
                    <Name person={person} />
                    <button
                      type="button"
                      className="link-button"
                      onClick={act(() => unblockUser(person.id))}
                    >
                      Unblock
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
