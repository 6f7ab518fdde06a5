import { RequireSession } from '../../components/auth/require-session.tsx';
import { ActivityList } from '../../features/collection/history/components/activity-list.tsx';

/** /home/activity: the collection's changes, batch by batch, with Undo (issue 34). */
export function ActivityPage() {
  return (
    <RequireSession>
      <ActivityList />
    </RequireSession>
  );
}
