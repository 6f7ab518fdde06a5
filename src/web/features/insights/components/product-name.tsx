import type { InsightProduct } from '#core/insights/insights.schema.ts';
import { productHref } from './insights-format.ts';

/** A product's name, linked to its card page, with its set below. */
export function ProductName({ product }: { product: InsightProduct }) {
  const href = productHref(product);
  return (
    <span className="insights-product">
      {href ? <a href={href}>{product.name}</a> : <span>{product.name}</span>}
      <span className="muted insights-product__set">
        {product.setName ?? product.setId}
        {product.variant !== 'normal' ? ` · ${product.variant}` : ''}
      </span>
    </span>
  );
}
