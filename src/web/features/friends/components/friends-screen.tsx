import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { formatPrice } from '../../../lib/display-money.ts';
import { acceptFriendRequest } from '../api/accept-friend-request.ts';
import { blockUser } from '../api/block-user.ts';
import { cancelFriendRequest } from '../api/cancel-friend-request.ts';
import { declineFriendRequest } from '../api/decline-friend-request.ts';
import { friendsKey, useFriends } from '../api/get-friends.ts';
import { useSocialProfile } from '../api/get-social-profile.ts';
import { removeFriend } from '../api/remove-friend.ts';
import { unblockUser } from '../api/unblock-user.ts';
import { FriendRequestForm } from './friend-request-form.tsx';
import { HandleForm } from './handle-form.tsx';
import './friends.css';

function Name({ person }: { person: { handle: string; display_name: string } }) {
  return (
    <span className="friends-row__name">
      {person.display_name || person.handle}{' '}
      <span className="friends-row__handle">@{person.handle}</span>
    </span>
  );
}

type Action = { label: string; run: () => Promise<void>; primary?: boolean };

/** One row's buttons; each runs its call, then the lists reload. */
function Actions({
  actions,
  act,
}: {
  actions: Action[];
  act: (run: () => Promise<void>) => () => Promise<void>;
}) {
  return actions.map(({ label, run, primary }) => (
    <button
      key={label}
      type="button"
      className={primary ? 'button' : 'link-button'}
      onClick={act(run)}
    >
      {label}
    </button>
  ));
}

function FriendsSection({
  label,
  title,
  empty,
  children,
}: {
  label: string;
  title: string;
  empty?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="friends-section" aria-label={label}>
      <h2>{title}</h2>
      {empty}
      <ul className="friends-list">{children}</ul>
    </section>
  );
}

const HANDLE_FIRST =
  'Friend requests go by handle: choose yours first. Letters, digits and underscores.';

/** The request form, or, for a user without a handle yet, the handle it needs first. */
function AddFriend() {
  const profile = useSocialProfile();
  if (!profile.data) {
    return profile.isError ? <p role="alert">Your friends settings could not be loaded.</p> : null;
  }
  if (!profile.data.handle) {
    return <HandleForm profile={profile.data} hint={HANDLE_FIRST} />;
  }
  return <FriendRequestForm />;
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
        <AddFriend />
      </div>
      {error ? <p role="alert">{error}</p> : null}
      {friends.isError ? <p role="alert">Your friends could not be loaded.</p> : null}
      {data ? (
        <>
          <FriendsSection
            label="Incoming requests"
            title={`Incoming requests (${data.incoming.length})`}
          >
            {data.incoming.map((entry) => (
              <li key={entry.id} className="friends-row">
                <Name person={entry.from} />
                <Actions
                  act={act}
                  actions={[
                    {
                      label: 'Accept',
                      run: () => acceptFriendRequest(entry.id),
                      primary: true,
                    },
                    { label: 'Decline', run: () => declineFriendRequest(entry.id) },
                    { label: 'Block', run: () => blockUser(entry.from.handle) },
                  ]}
                />
              </li>
            ))}
          </FriendsSection>
          <FriendsSection
            label="Your friends"
            title={`Your friends (${data.friends.length})`}
            empty={data.friends.length === 0 ? <p>No friends yet: send a request above.</p> : null}
          >
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
                {friend.shares_collection ? (
                  <Link to="/friends/$friendId" params={{ friendId: String(friend.id) }}>
                    View collection
                  </Link>
                ) : null}
                <Actions
                  act={act}
                  actions={[
                    { label: 'Remove', run: () => removeFriend(friend.id) },
                    { label: 'Block', run: () => blockUser(friend.handle) },
                  ]}
                />
              </li>
            ))}
          </FriendsSection>
          <FriendsSection label="Sent requests" title={`Sent requests (${data.outgoing.length})`}>
            {data.outgoing.map((entry) => (
              <li key={entry.id} className="friends-row">
                <span className="friends-row__name">{entry.to}</span>
                <Actions
                  act={act}
                  actions={[{ label: 'Cancel', run: () => cancelFriendRequest(entry.id) }]}
                />
              </li>
            ))}
          </FriendsSection>
          {data.blocked.length > 0 ? (
            <FriendsSection label="Blocked" title="Blocked">
              {data.blocked.map((person) => (
                <li key={person.id} className="friends-row">
                  <Name person={person} />
                  <Actions
                    act={act}
                    actions={[{ label: 'Unblock', run: () => unblockUser(person.id) }]}
                  />
                </li>
              ))}
            </FriendsSection>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
