import { AiToolsHub } from '../../features/grading/components/ai-tools-hub.tsx';
import { BetaBadge } from '../../features/grading/components/beta-badge.tsx';
import { MemberUpsell } from '../../features/grading/components/member-upsell.tsx';
import { useSession } from '../../lib/session/session-context.tsx';

/** /Ai-tools: the hub of the grading tools (members), or the upsell. */
export function AiToolsPage() {
  const session = useSession();
  const tier = session.user?.membership_tier ?? 0;
  return (
    <main className="page">
      <h1>
        AI tools <BetaBadge />
      </h1>
      {session.status === 'loading' ? (
        <p>Loading…</p>
      ) : tier >= 1 ? (
        <AiToolsHub />
      ) : (
        <MemberUpsell signedIn={session.status === 'signedIn'} />
      )}
    </main>
  );
}
