import { Link } from '@tanstack/react-router';
import { useFriendCounts } from '../api/get-friend-counts.ts';
import './friends.css';

/** The nav's Friends link with the number of requests waiting for an answer. */
export function FriendsNavLink() {
  const counts = useFriendCounts(true);
  const incoming = counts.data?.incoming ?? 0;
  return (
    <Link to="/friends" data-testid="nav-friends">
      Friends
      {incoming > 0 ? (
        <span
          className="nav-badge"
          title={`${incoming} friend requests`}
          data-testid="nav-friend-requests"
        >
          {incoming}
        </span>
      ) : null}
    </Link>
  );
}
