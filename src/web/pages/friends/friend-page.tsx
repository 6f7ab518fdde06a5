import { useParams } from '@tanstack/react-router';
import { z } from 'zod';
import { RequireSession } from '../../components/auth/require-session.tsx';
import { FriendCollectionScreen } from '../../features/friends/components/friend-collection-screen.tsx';
import { NotFoundPage } from '../not-found-page.tsx';

const friendIdSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

/** /friends/{friendId} (signed in only): a friend's collection. */
export function FriendPage() {
  const { friendId } = useParams({ strict: false });
  const id = friendIdSchema.safeParse(friendId);
  if (!id.success) {
    return <NotFoundPage />;
  }
  return (
    <RequireSession>
      <FriendCollectionScreen key={id.data} friendId={id.data} />
    </RequireSession>
  );
}
