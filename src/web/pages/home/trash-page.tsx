import { RequireSession } from '../../components/auth/require-session.tsx';
import { TrashList } from '../../features/collection/trash/trash-list.tsx';

/** /home/trash: deleted items and binders, restorable for 30 days (issue 34). */
export function TrashPage() {
  return (
    <RequireSession>
      <TrashList />
    </RequireSession>
  );
}
