import type { SeriesPerformanceSearch } from '#core/insights/insights-search.schema.ts';
import type { SetPerformance } from '#core/insights/series-insights.schema.ts';
import { formatPriceCents } from '../../../lib/display-money.ts';
import { changeClass, formatPercent } from './insights-format.ts';
import { sortSets } from './set-sort.ts';

type SortKey = NonNullable<SeriesPerformanceSearch['sort']>;
type Props = {
  sets: SetPerformance[];
  sort: SortKey;
  dir: 'asc' | 'desc';
  selected?: string;
  onSort: (sort: SortKey, dir: 'asc' | 'desc') => void;
  onSelect: (setId: string) => void;
};

const COLUMNS: [SortKey, string][] = [
  ['name', 'Set'],
  ['value', 'Set value'],
  ['change1m', '1M'],
  ['change3m', '3M'],
  ['change1y', '1Y'],
  ['roi', 'Sealed ROI'],
];

function Change({ change }: { change: SetPerformance['change1m'] }) {
  return (
    <td className={changeClass(change?.changeCents)}>{formatPercent(change?.changePercent)}</td>
  );
}

/** Sets with value, changes and sealed ROI; click a header to sort, a row to chart it. */
export function SetPerformanceTable({ sets, sort, dir, selected, onSort, onSelect }: Props) {
  return (
    <table className="insights-table insights-table--sortable" aria-label="Set performance">
      <thead>
        <tr>
          {COLUMNS.map(([key, label]) => (
            <th
              key={key}
              aria-sort={sort === key ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
            >
              <button
                type="button"
                onClick={() => onSort(key, sort === key && dir === 'desc' ? 'asc' : 'desc')}
              >
                {label}
                {sort === key ? (dir === 'asc' ? ' ▲' : ' ▼') : ''}
              </button>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sortSets(sets, sort, dir).map((set) => (
          <tr
            key={set.setId}
            className={set.setId === selected ? 'insights-row--selected' : undefined}
          >
            <td>
              <button type="button" className="insights-link" onClick={() => onSelect(set.setId)}>
                {set.setName ?? set.setId}
              </button>
              <span className="muted insights-product__set">
                {set.seriesName ?? set.seriesId} · {set.cardsPriced}{' '}
                {set.cardsPriced === 1 ? 'card' : 'cards'} priced
              </span>
            </td>
            <td>{formatPriceCents(set.valueCents)}</td>
            <Change change={set.change1m} />
            <Change change={set.change3m} />
            <Change change={set.change1y} />
            <td className={changeClass(set.sealedRoiPercent)}>
              {set.sealedRoiPercent === null
                ? '–'
                : `${formatPercent(set.sealedRoiPercent)} (${set.sealedWithMsrp})`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
