import { useParams } from '@tanstack/react-router';
import { SharedViewScreen } from '../../features/shares/components/shared-view-screen.tsx';

/** /share/{token}: a shared collection; works signed out. */
export function SharePage() {
  const { token = '' } = useParams({ strict: false });
  return <SharedViewScreen key={token} source={{ token }} />;
}
