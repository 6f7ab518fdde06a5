import { useId, useMemo, useState } from 'react';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import type { ChartPoint } from '#core/collection/chart-series.ts';
import { getDefaultPrinting, getVariantOptions } from '#core/collection/client-rules.ts';
import { getPriceBasisNote } from '#core/collection/printing-filter.ts';
import { type PriceHistory, SIMULATED_PRICE_SOURCE } from '#core/collection/user-product.schema.ts';
import { ValueChart } from '../../../../components/charts/value-chart.tsx';
import { OptionSelect } from '../../../../components/ui/option-select.tsx';
import { usePriceHistory } from '../../hooks/use-price-history.ts';

const SERIES = [
  { key: 'market_price', label: 'Market price' },
  { key: 'psa_10_price', label: 'PSA 10' },
  { key: 'graded_9_price', label: 'Graded 9' },
] as const;
type SeriesKey = (typeof SERIES)[number]['key'];

function toPoints(history: PriceHistory | undefined, key: SeriesKey): ChartPoint[] {
  return (history?.points ?? []).flatMap((point) => {
    const value = point[key];
    return value === null ? [] : [{ date: point.date, value }];
  });
}

/** The price history chart of a card or sealed product, per printing and series. */
export function PriceHistoryPanel({ product }: { product: TcgProduct }) {
  const variants = useMemo(() => getVariantOptions(product.variants), [product.variants]);
  const [variant, setVariant] = useState(() => getDefaultPrinting(variants));
  const [series, setSeries] = useState<SeriesKey>('market_price');
  const history = usePriceHistory(product.product_id, variant);
  const id = useId();
  const available = SERIES.filter((item) => toPoints(history.data, item.key).length > 0);
  const shown = available.some((item) => item.key === series) ? series : 'market_price';
  const points = toPoints(history.data, shown);
  const isSimulated =
    history.data?.simulated === true || history.data?.source === SIMULATED_PRICE_SOURCE;
  const seriesLabel = SERIES.find((item) => item.key === shown)?.label ?? 'Market price';
  const basisNote =
    history.data && points.length > 0
      ? getPriceBasisNote(variant, {
          price_basis: history.data.price_basis,
          price_variant: history.data.variant,
        })
      : null;

  return (
    <section className="collection-history" aria-label="Price history">
      <h2>Price history</h2>
      <div className="collection-history__controls">
        {variants.length > 1 ? (
          <div className="collection-form__field">
            <label htmlFor={`${id}-variant`}>Printing</label>
            <OptionSelect
              id={`${id}-variant`}
              value={variant}
              options={variants}
              onChange={setVariant}
            />
          </div>
        ) : null}
        {available.length > 1 ? (
          <div className="collection-form__field">
            <label htmlFor={`${id}-series`}>Series</label>
            <OptionSelect
              id={`${id}-series`}
              value={shown}
              options={available.map((item) => ({ value: item.key, label: item.label }))}
              onChange={setSeries}
            />
          </div>
        ) : null}
      </div>
      {history.isPending ? (
        <p className="muted" role="status">
          Loading price history...
        </p>
      ) : points.length === 0 ? (
        <p className="catalog-empty">No price history for this printing yet.</p>
      ) : (
        <ValueChart points={points} label={`${product.product_name} ${seriesLabel}`} />
      )}
      {basisNote ? (
        <p className="muted" role="note">
          {basisNote}
        </p>
      ) : null}
      {isSimulated ? (
        <p className="catalog-notice" role="note">
          This chart shows simulated prices, not real market data.
        </p>
      ) : null}
    </section>
  );
}
