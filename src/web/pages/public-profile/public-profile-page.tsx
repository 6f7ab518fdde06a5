import { useParams } from '@tanstack/react-router';
import { SharedViewScreen } from '../../features/shares/components/shared-view-screen.tsx';

/** /u/{handle}: the collection of a user whose privacy is "Everyone (public)"; works signed out. */
export function PublicProfilePage() {
  const { handle = '' } = useParams({ strict: false });
  return <SharedViewScreen key={handle} source={{ handle }} />;
}
