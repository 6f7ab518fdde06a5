import type { ReactNode } from 'react';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import { getVariantLabels } from '../lib/variant-label.ts';
import { OtherLanguages } from './other-languages.tsx';
import { PriceInfo } from './price-info.tsx';
import { getSealedTypeLabel } from './sealed-products.tsx';
import { SetLink } from './set-link.tsx';

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Renders what other features add below the price (the collection block and chart). */
export type RenderProductExtras = (product: TcgProduct) => ReactNode;

/** What the page shows under the title, above the facts and prices (the add form). */
export type ProductSlots = {
  renderExtras?: RenderProductExtras;
  renderActions?: RenderProductExtras;
};

/** The card page body: image, title, the add form, facts, variants, price and the chart. */
export function CardDetails({
  product,
  renderExtras,
  renderActions,
}: { product: TcgProduct } & ProductSlots) {
  const variants = getVariantLabels(product.variants);
  const isSealed = product.product_type === 'sealed';
  return (
    <article className="catalog-card-page">
      <CatalogImage
        src={product.image_url}
        alt={product.product_name}
        className="catalog-card-page__image"
        loading="eager"
      />
      <div className="catalog-card-page__info">
        <h1>{product.product_name}</h1>
        {product.english_name ? (
          <p className="catalog-card-page__english-name" lang="en">
            {product.english_name}
          </p>
        ) : null}
        {isSealed ? null : <OtherLanguages productId={product.product_id} />}
        {renderActions?.(product)}
        <dl className="catalog-facts">
          {product.number ? <Fact term="Number">{product.number}</Fact> : null}
          <Fact term="Set">
            <SetLink
              set={{
                id: product.set_id,
                name: product.set_name,
                language: product.language,
                game: product.game,
              }}
            >
              {product.set_name ?? product.set_id}
            </SetLink>
          </Fact>
          {isSealed ? (
            <Fact term="Type">{getSealedTypeLabel(product.sealed_type) ?? 'Sealed product'}</Fact>
          ) : (
            <>
              <Fact term="Rarity">{product.rarity ?? 'Unknown'}</Fact>
              <Fact term="Illustrator">{product.illustrator ?? 'Unknown'}</Fact>
            </>
          )}
        </dl>
        {isSealed ? null : (
          <section aria-label="Variants" className="catalog-variants">
            <h2>Variants</h2>
            {variants.length > 0 ? (
              <ul>
                {variants.map((label) => (
                  <li key={label}>{label}</li>
                ))}
              </ul>
            ) : (
              <p className="catalog-empty">No variant data for this card.</p>
            )}
          </section>
        )}
        <PriceInfo
          product_id={product.product_id}
          market_price={product.market_price}
          price_date={product.price_date}
          price_source={product.price_source}
        />
        {renderExtras ? (
          renderExtras(product)
        ) : (
          <section aria-label="Collection actions" className="catalog-collection-actions">
            <p className="muted">Collection tracking is coming soon.</p>
          </section>
        )}
      </div>
    </article>
  );
}
