import type { ChartRange } from '#core/collection/chart-series.ts';
import type {
  PortfolioHistoryDay,
  PortfolioPeriodChange,
} from '#core/collection/portfolio-history.schema.ts';
import type { RangeFigure } from '../../../components/charts/value-chart.tsx';
import { formatPrice } from '../../../lib/display-money.ts';

type Flows = Pick<PortfolioPeriodChange, 'added' | 'removed' | 'cost'>;

/** "$25.00 added · $3.00 removed · $6.00 paid": the flows kept out of the market change. */
export function describeFlows(flows: Flows): string | undefined {
  const parts = [
    flows.added > 0 ? `${formatPrice(flows.added)} added` : null,
    flows.removed > 0 ? `${formatPrice(flows.removed)} removed` : null,
    flows.cost > 0 ? `${formatPrice(flows.cost)} paid` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** The tooltip note of a day with additions or removals. */
export function describeDay(day: PortfolioHistoryDay): string | undefined {
  return describeFlows(day);
}

/** Per chart range, the market change with the flows beside it (decision 051). */
export function toRangeFigures(
  changes: readonly PortfolioPeriodChange[],
): Partial<Record<ChartRange, RangeFigure>> {
  return Object.fromEntries(
    changes.map((change) => {
      const flows = describeFlows(change);
      const figure: RangeFigure = {
        amount: change.market_change,
        percent: change.market_change_percent,
        detail: flows ? `market move; ${flows}` : undefined,
      };
      return [change.range, figure];
    }),
  );
}
