import type { MarketInsightsSearch } from '#core/insights/insights-search.schema.ts';
import { useTopCards } from '../api/get-top-cards.ts';
import { LANGUAGES } from './insights-format.ts';

type Filters = Pick<MarketInsightsSearch, 'language' | 'series' | 'type'>;
type Props = {
  value: Filters;
  onChange: (next: Filters) => void;
  showType?: boolean;
  showSeries?: boolean;
};

/** Language, series and product type filters (the series list follows the language). */
export function InsightsFilters({ value, onChange, showType = true, showSeries = true }: Props) {
  // The series with priced cards: the top card of each is the smallest answer that lists them.
  const { data } = useTopCards({ language: value.language, limit: 1 }, showSeries);
  const series = data?.data ?? [];
  return (
    <div className="insights-filters">
      <label>
        Language
        <select
          value={value.language ?? ''}
          onChange={(event) =>
            onChange({
              ...value,
              language: (event.target.value || undefined) as Filters['language'],
              series: undefined,
            })
          }
        >
          <option value="">All languages</option>
          {LANGUAGES.map(([id, label]) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {showSeries ? (
        <label>
          Series
          <select
            value={value.series ?? ''}
            onChange={(event) => onChange({ ...value, series: event.target.value || undefined })}
          >
            <option value="">All series</option>
            {series.map((entry) => (
              <option key={`${entry.language}:${entry.seriesId}`} value={entry.seriesId}>
                {entry.seriesName ?? entry.seriesId}
                {value.language ? '' : ` (${entry.language})`}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {showType ? (
        <label>
          Product type
          <select
            value={value.type ?? ''}
            onChange={(event) =>
              onChange({ ...value, type: (event.target.value || undefined) as Filters['type'] })
            }
          >
            <option value="">Cards and sealed</option>
            <option value="card">Cards</option>
            <option value="sealed">Sealed products</option>
          </select>
        </label>
      ) : null}
    </div>
  );
}
