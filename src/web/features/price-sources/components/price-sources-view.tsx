import type { PriceCoverage, PriceSourceRun } from '#core/prices/price-sources.schema.ts';
import { usePriceSources } from '../api/get-price-sources.ts';
import './price-sources.css';
import { TableHead } from '#web/components/ui/table-head.tsx';

const LANGUAGE_LABELS: Record<string, string> = {
  english: 'English',
  japanese: 'Japanese',
  chinese: 'Chinese',
};

const percent = (part: number, whole: number) =>
  whole === 0 ? '–' : `${((part / whole) * 100).toFixed(1)}%`;

function RunRow({ run }: { run: PriceSourceRun }) {
  const languages = Object.entries(run.priced_by_language)
    .map(([language, count]) => `${LANGUAGE_LABELS[language] ?? language} ${count}`)
    .join(', ');
  return (
    <tr className={`price-run price-run--${run.status}`}>
      <td>{run.source}</td>
      <td>{run.price_date}</td>
      <td>
        <span className="price-run__status">{run.status}</span>
        {run.attempts > 1 ? ` (${run.attempts} attempts)` : ''}
      </td>
      <td>{run.started_at.replace('T', ' ').replace('Z', ' UTC')}</td>
      <td>
        {run.priced} of {run.requested}
        {languages ? <div className="muted">{languages}</div> : null}
      </td>
      <td>{run.matched_by_number}</td>
      <td>
        {run.unmatched}
        {run.unmatched_sample.length > 0 ? (
          <details>
            <summary>first {run.unmatched_sample.length}</summary>
            <code>{run.unmatched_sample.join(', ')}</code>
          </details>
        ) : null}
      </td>
      <td className="price-run__error">{run.error ?? ''}</td>
    </tr>
  );
}

function CoverageTable({ coverage }: { coverage: PriceCoverage[] }) {
  return (
    <table className="admin-table" aria-label="Coverage per language">
      <TableHead columns={['Language', 'Products', 'With a price', 'Latest price by source']} />
      <tbody>
        {coverage.map((entry) => (
          <tr key={entry.language}>
            <td>{LANGUAGE_LABELS[entry.language] ?? entry.language}</td>
            <td>{entry.products}</td>
            <td>
              {entry.priced} ({percent(entry.priced, entry.products)})
            </td>
            <td>
              {Object.entries(entry.by_source)
                .map(([source, count]) => `${source} ${count}`)
                .join(', ') || 'none'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /admin/price-sources: which feeds run, their last runs and failures, coverage and rates. */
export function PriceSourcesView() {
  const { data, error, isPending } = usePriceSources();
  if (isPending) {
    return <p>Loading price sources…</p>;
  }
  if (error || !data) {
    return <p role="alert">The price sources could not be loaded.</p>;
  }
  const failures = data.runs.filter((run) => run.status === 'failed');
  return (
    <div className="price-sources">
      <section>
        <h2>Configured sources</h2>
        <p data-testid="configured-sources">
          {data.configured.length > 0
            ? data.configured.join(', ')
            : 'None: set TCGPLAYER_*, CARDMARKET_* or PRICECHARTING_TOKEN to run licensed feeds. Prices are simulated.'}
        </p>
        <p className="muted">
          Exchange rates{data.rates.date ? ` of ${data.rates.date}` : ''} (
          {data.rates.source ?? 'none loaded'}):{' '}
          {Object.entries(data.rates.units_per_usd)
            .filter(([currency]) => currency !== 'USD')
            .map(([currency, units]) => `$1 = ${units} ${currency}`)
            .join(', ') || 'none'}
        </p>
      </section>
      <section>
        <h2>Coverage per language</h2>
        <CoverageTable coverage={data.coverage} />
      </section>
      <section>
        <h2>Failures</h2>
        <p data-testid="price-source-failures">
          {failures.length === 0
            ? 'No failed runs.'
            : `${failures.length} failed ${failures.length === 1 ? 'run' : 'runs'}: ${failures
                .map((run) => `${run.source} on ${run.price_date}`)
                .join(', ')}`}
        </p>
      </section>
      <section>
        <h2>Last runs</h2>
        {data.runs.length === 0 ? (
          <p>No runs yet: the daily job runs the configured sources at 00:15 UTC.</p>
        ) : (
          <table className="admin-table" aria-label="Last runs">
            <TableHead
              columns={[
                'Source',
                'Price day',
                'Status',
                'Started',
                'Priced',
                'By set and number',
                'Unmatched',
                'Error',
              ]}
            />
            <tbody>
              {data.runs.map((run) => (
                <RunRow key={run.id} run={run} />
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
