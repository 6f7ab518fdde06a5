import { useNavigate, useSearch } from '@tanstack/react-router';
import type { GradingInsightsSearch } from '#core/insights/insights-search.schema.ts';
import { GradingCandidatesPanel } from '../../features/insights/components/grading-candidates-panel.tsx';
import { GradingLadderPanel } from '../../features/insights/components/grading-ladder-panel.tsx';
import { GradingPremiumsPanel } from '../../features/insights/components/grading-premiums-panel.tsx';
import { InsightsFilters } from '../../features/insights/components/insights-filters.tsx';
import { useSession } from '../../lib/session/session-context.tsx';

/** /grading-insights?language=&card=&by= */
export function GradingInsightsPage() {
  const search = useSearch({ from: '/grading-insights' });
  const navigate = useNavigate({ from: '/grading-insights' });
  const session = useSession();
  const update = (next: Partial<GradingInsightsSearch>) =>
    void navigate({ search: { ...search, ...next }, replace: true });
  return (
    <main className="insights-page">
      <header>
        <h1>Grading insights</h1>
        <p className="muted">
          What graded copies sell for against raw ones, and which of your cards are worth sending
          in.
        </p>
      </header>
      <GradingCandidatesPanel
        signedIn={session.status === 'signedIn'}
        onSelect={(card) => update({ card })}
      />
      <InsightsFilters
        value={{ language: search.language }}
        onChange={(next) => update({ language: next.language })}
        showType={false}
        showSeries={false}
      />
      <GradingPremiumsPanel
        language={search.language}
        by={search.by ?? 'amount'}
        selected={search.card}
        onBy={(by) => update({ by })}
        onSelect={(card) => update({ card })}
      />
      <GradingLadderPanel productId={search.card} />
    </main>
  );
}
