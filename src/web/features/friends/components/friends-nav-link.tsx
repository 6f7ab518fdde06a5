import { Link } from '@tanstack/react-router';
import { useFriendCounts } from '../api/get-friend-counts.ts';
import './friends.css';

type Props = {
  /**
   * False until the e-mail is verified: the server refuses the counts (403) before that, and
   * an unverified user has no friends or requests to count anyway.
   */
  canCount: boolean;
};

/** The nav's Friends link with the number of requests waiting for an answer. */
export function FriendsNavLink({ canCount }: Props) {
  const counts = useFriendCounts(canCount);
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
