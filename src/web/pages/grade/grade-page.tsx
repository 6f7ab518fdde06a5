import { useSearch } from '@tanstack/react-router';
import { BetaBadge } from '../../features/grading/components/beta-badge.tsx';
import { GradeTool } from '../../features/grading/components/grade-tool.tsx';
import { MemberUpsell } from '../../features/grading/components/member-upsell.tsx';
import { PastResults } from '../../features/grading/components/past-results.tsx';
import { useSession } from '../../lib/session/session-context.tsx';

/**
 * /grade (AI Grading): members use the tool and find their saved results below it (only one
 * collection card's with ?item=); everyone else sees what it is and the upsell.
 */
export function GradePage() {
  const session = useSession();
  const { item } = useSearch({ from: '/grade' });
  const tier = session.user?.membership_tier ?? 0;
  return (
    <main className="page">
      <h1>
        AI Grading <BetaBadge />
      </h1>
      <p>Centering, corners, edges and surface from your photos. AI estimate, not a grade.</p>
      {session.status === 'loading' ? (
        <p>Loading…</p>
      ) : tier >= 1 ? (
        <>
          <GradeTool />
          <section id="saved-results" className="grading-panel" aria-label="Saved results">
            <h2>Your saved results</h2>
            <PastResults itemId={item} />
          </section>
        </>
      ) : (
        <MemberUpsell signedIn={session.status === 'signedIn'} />
      )}
    </main>
  );
}
