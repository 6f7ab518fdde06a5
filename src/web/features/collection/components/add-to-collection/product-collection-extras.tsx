import './collection-catalog.css';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { CollectionActions } from './collection-actions.tsx';
import { PriceHistoryPanel } from './price-history-panel.tsx';

/** What a card or sealed product page shows below its price: the chart and the collection block. */
export function renderProductCollectionExtras(product: TcgProduct) {
  return (
    <>
      <PriceHistoryPanel key={`history-${product.product_id}`} product={product} />
      <CollectionActions key={`actions-${product.product_id}`} product={product} />
    </>
  );
}
