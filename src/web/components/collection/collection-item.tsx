import { useRouter } from '@tanstack/react-router';
import { memo } from 'react';
import { getCardRoute } from '#core/catalog/card-route.ts';
import type { CollectionRow } from '#core/collection/collection-view.ts';
import { COPY_LANGUAGE_LABELS, getDifferentCopyLanguage } from '#core/collection/copy-language.ts';
import { getPriceBasisNote } from '#core/collection/printing-filter.ts';
import type { UserProduct } from '#core/collection/user-product.schema.ts';
import { priceSourceLabel } from '#core/prices/price-source-label.ts';
import { formatPrice } from '../../lib/display-money.ts';
import { PriceDetailsButton } from '../price/price-details-button.tsx';
import { CatalogImage } from '../ui/catalog-image.tsx';
import { getGradeLabel, getItemVariantLabel, getSetLine } from './item-format.ts';
import { MoneyChange } from './money-change.tsx';

export type ItemActions = {
  /** `range`: shift was held (select every item between the last click and this one). */
  onToggleSelect: (id: number, range: boolean) => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
};

type Props = Partial<ItemActions> & {
  row: CollectionRow;
  layout: 'grid' | 'list';
  isSelected: boolean;
  /** False when the owner hides values: no price, change or placeholder on the card. */
  showMoney?: boolean;
};

const isForTrade = (item: Pick<UserProduct, 'wishlist' | 'for_trade'>) =>
  !item.wishlist && item.for_trade === true;

/** One collection item as a grid tile or a list row; read-only without actions. */
export const CollectionItem = memo(function CollectionItem({
  row,
  layout,
  isSelected,
  onToggleSelect,
  onEdit,
  onDelete,
  showMoney = true,
}: Props) {
  const router = useRouter();
  const { item } = row;
  const name = item.product_name;
  const href = getCardRoute(item.TCGProduct) ?? undefined;
  // The item's own printing's source once values arrive, the product's until then.
  const priceSource = row.value ? row.value.price_source : item.TCGProduct.price_source;
  const basisNote = row.currentValue === null ? null : getPriceBasisNote(item.variant, row.value);
  const copyLanguage = getDifferentCopyLanguage(item);
  return (
    <article
      className={`collection-item collection-item--${layout}${isSelected ? ' collection-item--selected' : ''}`}
      aria-label={name}
      data-item-id={item.id}
    >
      {onToggleSelect ? (
        <input
          type="checkbox"
          className="collection-item__select"
          aria-label={`Select ${name}`}
          checked={isSelected}
          onChange={() => undefined}
          onClick={(event) => onToggleSelect(item.id, event.shiftKey)}
        />
      ) : null}
      <CatalogImage src={item.TCGProduct.image_url} alt="" className="collection-item__image" />
      <div className="collection-item__body">
        <a
          className="collection-item__name"
          href={href}
          onClick={(event) => {
            if (href && event.button === 0 && !event.metaKey && !event.ctrlKey) {
              event.preventDefault();
              void router.navigate({ href });
            }
          }}
        >
          {name}
        </a>
        <span className="collection-item__meta">
          {/* On the set line, so tiles and rows keep their fixed heights (item-grid-layout.ts). */}
          {item.TCGProduct.english_name ? (
            <span lang="en">{item.TCGProduct.english_name} · </span>
          ) : null}
          {getSetLine(item)}
        </span>
        <span className="collection-item__tags">
          <span className="collection-tag">{getItemVariantLabel(item)}</span>
          {copyLanguage ? (
            <span
              className="collection-tag collection-tag--language"
              title={`Language of this copy: ${COPY_LANGUAGE_LABELS[copyLanguage]}`}
              data-testid="copy-language-badge"
            >
              {copyLanguage}
            </span>
          ) : null}
          <span className={`collection-tag${item.graded ? ' collection-tag--graded' : ''}`}>
            {getGradeLabel(item)}
          </span>
          <span className="collection-tag" title="Quantity">
            ×{item.quantity}
          </span>
          {item.wishlist ? (
            <span className="collection-tag collection-tag--wishlist">Wishlist</span>
          ) : null}
          {isForTrade(item) ? (
            <span className="collection-tag collection-tag--trade">For trade</span>
          ) : null}
        </span>
      </div>
      {showMoney ? (
        <div className="collection-item__money">
          {row.currentValue === null ? (
            <span className="collection-item__value" data-testid="item-value">
              {row.value ? 'No price yet' : '…'}
            </span>
          ) : (
            // The value opens its price details: no extra line in the fixed-height tile.
            <PriceDetailsButton
              productId={item.product_id}
              variant={item.variant}
              condition={item.condition}
              label={name}
              ariaLabel={`${formatPrice(row.currentValue)}, price details for ${name}`}
              className="collection-item__value-button"
            >
              <span className="collection-item__value" data-testid="item-value">
                {formatPrice(row.currentValue)}
              </span>
            </PriceDetailsButton>
          )}
          {row.currentValue !== null && priceSource ? (
            <span className="collection-item__source" data-testid="item-price-source">
              Source: {priceSourceLabel(priceSource)}
            </span>
          ) : null}
          {basisNote ? (
            <span className="collection-item__source" data-testid="item-price-basis">
              {basisNote}
            </span>
          ) : null}

          <MoneyChange amount={row.dailyChange} label="Today" className="collection-item__change" />
          {row.profit !== null ? (
            <MoneyChange amount={row.profit} label="P/L" className="collection-item__profit" />
          ) : null}
        </div>
      ) : null}
      {onEdit && onDelete ? (
        <div className="collection-item__actions">
          <button
            type="button"
            className="collection-item__action"
            aria-label={`Edit ${name}`}
            onClick={() => onEdit(item.id)}
          >
            Edit
          </button>
          <button
            type="button"
            className="collection-item__action collection-item__action--danger"
            aria-label={`Delete ${name}`}
            onClick={() => onDelete(item.id)}
          >
            Delete
          </button>
        </div>
      ) : null}
    </article>
  );
});
