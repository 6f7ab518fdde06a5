import { formatCents } from '#core/shop/money.ts';
import { productArtUrl } from '#core/shop/product-art.ts';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import { formatPrice } from '../../../lib/display-money.ts';
import type { SearchOption } from '../lib/search-targets.ts';

const LANGUAGE_TAGS = { english: 'EN', japanese: 'JP', chinese: 'CN' } as const;

/** The visible content of one suggestion. */
export function SearchOptionRow({ option }: { option: SearchOption }) {
  if (option.kind === 'card') {
    const card = option.item;
    return (
      <>
        <CatalogImage src={card.image_url} alt="" className="search-option__image" />
        <span className="search-option__text">
          <span className="search-option__name">{card.product_name}</span>
          {card.english_name ? (
            <span className="search-option__english-name" lang="en">
              {card.english_name}
            </span>
          ) : null}
          <span className="search-option__meta">
            {[
              card.number && `#${card.number}`,
              card.set_name,
              card.market_price == null ? null : formatPrice(card.market_price),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </span>
        <span className="search-option__tag">{LANGUAGE_TAGS[card.language] ?? ''}</span>
      </>
    );
  }
  if (option.kind === 'shop') {
    const product = option.item;
    return (
      <>
        <CatalogImage
          src={product.images.mainImage ?? product.images.imageUrl}
          fallbackSrc={productArtUrl(product)}
          alt=""
          className="search-option__image search-option__image--set"
        />
        <span className="search-option__text">
          <span className="search-option__name">{product.name}</span>
          <span className="search-option__meta">
            {formatCents(product.price_cents, product.currency)}
            {product.stock > 0 ? '' : ' · Sold out'}
          </span>
        </span>
        <span className="search-option__tag">Shop</span>
      </>
    );
  }
  const set = option.item;
  return (
    <>
      <CatalogImage
        src={set.image_url}
        alt=""
        className="search-option__image search-option__image--set"
      />
      <span className="search-option__text">
        <span className="search-option__name">{set.name ?? set.set_name ?? set.id}</span>
        <span className="search-option__meta">
          {[set.abbreviation, set.series_name].filter(Boolean).join(' · ') || 'Set'}
        </span>
      </span>
      <span className="search-option__tag">{LANGUAGE_TAGS[set.language] ?? ''}</span>
    </>
  );
}
