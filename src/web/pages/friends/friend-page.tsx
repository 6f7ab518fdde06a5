import { useParams } from '@tanstack/react-router';
import { pathIdSchema } from '#core/http/row-id.schema.ts';
import { RequireSession } from '../../components/auth/require-session.tsx';
import { FriendCollectionScreen } from '../../features/friends/components/friend-collection-screen.tsx';
import { NotFoundPage } from '../not-found-page.tsx';

/** /friends/{friendId} (signed in only): a friend's collection. */
export function FriendPage() {
  const { friendId } = useParams({ strict: false });
  const id = pathIdSchema.safeParse(friendId);
  if (!id.success) {
    return <NotFoundPage />;
  }
  return (
    <RequireSession>
      <FriendCollectionScreen key={id.data} friendId={id.data} />
    </RequireSession>
  );
}
