import { Link } from '@tanstack/react-router';
import { useFriendOwners } from '../api/get-friend-owners.ts';
import './friends.css';

/** On a card page: friends who share their collection and own this card. */
export function FriendsWhoOwn({ productId, signedIn }: { productId: string; signedIn: boolean }) {
  const owners = useFriendOwners(productId, signedIn);
  if (!signedIn || !owners.data || owners.data.length === 0) {
    return null;
  }
  return (
    <section className="friends-section" aria-label="Friends who own this">
      <h2>Friends who own this</h2>
      <ul className="friends-list">
        {owners.data.map((owner) => (
          <li key={owner.id} className="friends-row">
            <Link to="/friends/$friendId" params={{ friendId: String(owner.id) }}>
              {owner.display_name || owner.handle}
            </Link>
            <span className="friends-row__handle">×{owner.quantity}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
