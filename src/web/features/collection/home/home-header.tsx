import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { CollectionRow, CollectionTotals } from '#core/collection/collection-view.ts';
import { MARKETPLACE_LABELS } from '#core/prices/fee-schedules.ts';
import { formatPercent } from '../../../components/charts/chart-format.ts';
import { MoneyChange } from '../../../components/collection/money-change.tsx';
import { QuotaNotice } from '../../../components/ui/quota-notice.tsx';
import { formatPrice } from '../../../lib/display-money.ts';
import { usePortfolioHistory } from '../hooks/use-price-history.ts';
import { SyncStatus } from '../sync/sync-status.tsx';
import { NetTotal, type TotalsBasis, TotalsBasisSelect } from './net-total.tsx';
import { describeFlows } from './period-figures.ts';

type Props = {
  totals: CollectionTotals;
  /** Every row, for the net-if-sold total. */
  rows: readonly CollectionRow[];
  /** Items on the wishlist (not counted in the totals). */
  wishlistCount: number;
  /** False while the values load: the total is not shown yet. */
  isValued: boolean;
  isSimulated: boolean;
  actions?: ReactNode;
  /** The page puts the scan feature's "Scan" button here. */
  scanAction?: ReactNode;
};

/** The whole collection's market change today: the chart's 1D figure (decision 051). */
function TodayChange() {
  const history = usePortfolioHistory(null);
  const today = history.data?.changes.find((change) => change.range === '1D');
  if (!history.data) {
    return null;
  }
  const flows = today ? describeFlows(today) : undefined;
  return (
    <>
      <MoneyChange
        amount={today?.market_change ?? 0}
        percent={today?.market_change_percent ?? null}
        label="Today"
      />
      {flows ? <span className="home-header__flows muted">{flows}</span> : null}
    </>
  );
}

/** Total value of the owned items, today's change and the profit against what was paid. */
export function HomeHeader({
  totals,
  rows,
  wishlistCount,
  isValued,
  isSimulated,
  actions,
  scanAction,
}: Props) {
  const [basis, setBasis] = useState<TotalsBasis>('market');
  return (
    <header className="home-header">
      <div className="home-header__summary">
        <h1>Your collection</h1>
        <div className="home-header__total-row">
          <p className="home-header__total">
            <span className="home-header__caption">Total value</span>
            <strong data-testid="collection-total" data-ready={isValued ? 'true' : 'false'}>
              {isValued ? formatPrice(totals.value) : '…'}
            </strong>
          </p>
          <TotalsBasisSelect value={basis} onChange={setBasis} />
        </div>
        {basis === 'market' ? null : (
          <p className="home-header__total">
            <span className="home-header__caption">Net if sold on {MARKETPLACE_LABELS[basis]}</span>
            <strong data-testid="collection-net-total">
              {isValued ? <NetTotal rows={rows} marketplace={basis} /> : '…'}
            </strong>
          </p>
        )}
        <p className="home-header__change" data-testid="collection-daily-change">
          {isValued ? <TodayChange /> : null}
        </p>
        <dl className="home-header__facts">
          <div>
            <dt>Owned items</dt>
            <dd data-testid="collection-owned-count">
              {totals.itemCount} ({totals.cardCount} {totals.cardCount === 1 ? 'copy' : 'copies'})
            </dd>
          </div>
          <div>
            <dt>Wishlist</dt>
            <dd data-testid="collection-wishlist-count">{wishlistCount}</dd>
          </div>
          <div>
            <dt>Cost basis</dt>
            <dd data-testid="collection-cost-basis">{formatPrice(totals.costBasis)}</dd>
          </div>
          <div>
            <dt>Profit / loss</dt>
            <dd data-testid="collection-profit">
              <MoneyChange amount={isValued ? totals.profit : null} />{' '}
              {totals.profitPercent !== null && isValued ? (
                <span className="muted">{formatPercent(totals.profitPercent)}</span>
              ) : null}
            </dd>
          </div>
        </dl>
        <SyncStatus />
        <QuotaNotice kind="collection_items" />
        {isSimulated ? (
          <p className="home-header__simulated">
            Values use simulated prices (demo data, not real market prices).
          </p>
        ) : null}
      </div>
      <div className="home-header__actions">
        <div data-slot="scan-action">{scanAction}</div>
        {actions}
        <nav className="home-header__history" aria-label="Collection history">
          <Link to="/home/activity">Activity</Link>
          <Link to="/home/trash">Trash</Link>
        </nav>
      </div>
    </header>
  );
}
