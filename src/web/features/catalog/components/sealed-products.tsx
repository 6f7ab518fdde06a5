import type { ReactNode } from 'react';
import { getCardRoute } from '#core/catalog/card-route.ts';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import { RouteLink } from '../../../components/ui/route-link.tsx';
import { formatPrice } from '../../../lib/display-money.ts';

/** 'elite-trainer-box' -> 'Elite trainer box'. */
export function getSealedTypeLabel(type: string | null): string | null {
  if (!type) {
    return null;
  }
  const words = type.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Props = {
  products: TcgProduct[];
  /** An action per product (the collection's add button). */
  renderAction?: (product: TcgProduct) => ReactNode;
};

/** The sealed products (boxes, packs, tins ...) of a set, each linking to its product page. */
export function SealedProducts({ products, renderAction }: Props) {
  return (
    <section className="catalog-sealed" aria-labelledby="sealed-title">
      <h2 id="sealed-title">Sealed products</h2>
      {products.length === 0 ? (
        <p className="catalog-empty">No sealed products are listed for this set.</p>
      ) : (
        <ul className="catalog-sealed__list">
          {products.map((product) => {
            const type = getSealedTypeLabel(product.sealed_type);
            const price = product.market_price == null ? null : formatPrice(product.market_price);
            const href = getCardRoute(product);
            return (
              <li key={product.product_id} className="catalog-sealed__item">
                <CatalogImage
                  src={product.image_url}
                  alt={product.product_name}
                  className="catalog-sealed__image"
                />
                <div>
                  <p className="catalog-sealed__name">
                    {href ? (
                      <RouteLink href={href}>{product.product_name}</RouteLink>
                    ) : (
                      product.product_name
                    )}
                  </p>
                  <p className="muted">
                    {type ?? 'Sealed product'}
                    {price ? ` · ${price}` : ''}
                  </p>
                  {renderAction ? renderAction(product) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
