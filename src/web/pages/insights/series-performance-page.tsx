import { useNavigate, useSearch } from '@tanstack/react-router';
import type { SeriesPerformanceSearch } from '#core/insights/insights-search.schema.ts';
import { SeriesPerformanceScreen } from '../../features/insights/components/series-performance-screen.tsx';

/** /series-performance-overview?language=&series=&set=&sort=&dir= */
export function SeriesPerformancePage() {
  const search = useSearch({ from: '/series-performance-overview' });
  const navigate = useNavigate({ from: '/series-performance-overview' });
  const update = (next: Partial<SeriesPerformanceSearch>) =>
    void navigate({ search: { ...search, ...next }, replace: true });
  return <SeriesPerformanceScreen search={search} update={update} />;
}
