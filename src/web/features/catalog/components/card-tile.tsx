import { memo } from 'react';
import { getCardRoute } from '#core/catalog/card-route.ts';
import type { SyncedCard } from '#core/catalog/sync.schema.ts';
import { QuickAddButton } from '../../../components/collection/quick-add-button.tsx';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import { RouteLink } from '../../../components/ui/route-link.tsx';
import { formatPrice } from '../../../lib/display-money.ts';
import './cross-language.css';

type Props = { card: SyncedCard; showSet?: boolean; isOwned?: boolean; quickAdd?: boolean };

function TileBody({ card, showSet }: Props) {
  const price = card.market_price == null ? null : formatPrice(card.market_price);
  return (
    <>
      <CatalogImage src={card.image_url} alt={card.product_name} className="catalog-card__image" />
      <span className="catalog-card__name">{card.product_name}</span>
      {card.english_name ? (
        <span className="catalog-card__english-name" lang="en">
          {card.english_name}
        </span>
      ) : null}
      <span className="catalog-card__meta">
        {card.number ? <span>#{card.number}</span> : null}
        {showSet && card.set_name ? <span> · {card.set_name}</span> : null}
        {!showSet && card.rarity ? <span> · {card.rarity}</span> : null}
      </span>
      <span className="catalog-card__price">{price ?? 'No price yet'}</span>
    </>
  );
}

/** One card of a grid, linking to its card page (getCardRoute), with an optional quick-add button. */
export const CardTile = memo(function CardTile({
  card,
  showSet = false,
  isOwned = false,
  quickAdd = false,
}: Props) {
  const href = getCardRoute(card);
  return (
    <div
      className="catalog-card"
      data-product-id={card.product_id}
      data-owned={isOwned ? 'true' : undefined}
    >
      {isOwned ? (
        <span className="catalog-card__owned" role="img" aria-label="In your collection">
          ✓
        </span>
      ) : null}
      {quickAdd ? <QuickAddButton card={card} className="quick-add-button--tile" /> : null}
      {href ? (
        <RouteLink href={href} className="catalog-card__link">
          <TileBody card={card} showSet={showSet} />
        </RouteLink>
      ) : (
        <div className="catalog-card__link">
          <TileBody card={card} showSet={showSet} />
        </div>
      )}
    </div>
  );
});
