import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { priceSourceLabel } from '#core/prices/price-source-label.ts';
import { PriceDetailsButton } from '../../../components/price/price-details-button.tsx';
import { formatPrice } from '../../../lib/display-money.ts';
import { formatReleaseDate } from '../lib/catalog-format.ts';

type Props = Pick<TcgProduct, 'product_id' | 'market_price' | 'price_date' | 'price_source'>;

/** Market price with its date and source; says plainly when prices are simulated. */
export function PriceInfo({ product_id, market_price, price_date, price_source }: Props) {
  const price = market_price == null ? null : formatPrice(market_price);
  const isSimulated = price_source?.toLowerCase() === 'simulated';
  return (
    <section className="catalog-price" aria-label="Market price">
      <h2>Market price</h2>
      {price ? (
        <>
          <p className="catalog-price__value">{price}</p>
          <p className="muted">
            {price_date ? `As of ${formatReleaseDate(price_date)}` : 'Date unknown'}
            {price_source ? ` · Source: ${priceSourceLabel(price_source)}` : ''}
          </p>
          <PriceDetailsButton productId={product_id} />
        </>
      ) : (
        <p className="catalog-price__value catalog-price__value--none">No price yet</p>
      )}
      {isSimulated ? (
        <p className="catalog-notice" role="note">
          These are simulated prices for demonstration, not real market data.
        </p>
      ) : null}
    </section>
  );
}
