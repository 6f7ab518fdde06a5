import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { countOwnedCopies } from '#core/collection/client-rules.ts';
import { COPY_LANGUAGE_LABELS, getDifferentCopyLanguage } from '#core/collection/copy-language.ts';
import { getPriceBasisNote } from '#core/collection/printing-filter.ts';
import type { CollectionValues, UserProduct } from '#core/collection/user-product.schema.ts';
import { getItemVariantLabel } from '../../../../components/collection/item-format.ts';
import { formatPrice } from '../../../../lib/display-money.ts';
import { useDeleteUserProduct } from '../../hooks/use-delete-user-product.ts';
import { EditItemForm } from './edit-item-form.tsx';

function describeItem(item: UserProduct): string {
  const parts = [`${item.quantity} × ${getItemVariantLabel(item)}`, item.condition];
  const language = getDifferentCopyLanguage(item);
  if (language) {
    parts.push(COPY_LANGUAGE_LABELS[language]);
  }
  if (item.graded && item.grading_company) {
    parts.push(`${item.grading_company} ${item.grade_score ?? ''}`.trim());
  }
  if (item.purchase_price !== null) {
    parts.push(`paid ${formatPrice(item.purchase_price)}`);
  }
  return parts.join(' · ');
}

type Props = { product: TcgProduct; items: UserProduct[]; values: CollectionValues | undefined };

/** "In your collection: N", and the user's items of this product with edit and delete. */
export function OwnedItems({ product, items, values }: Props) {
  const [editingId, setEditingId] = useState<number | null>(null);
  const deleteItem = useDeleteUserProduct();
  const owned = countOwnedCopies(items, product.product_id);
  const wished = items.filter((item) => item.wishlist).length;

  const remove = async (item: UserProduct) => {
    if (await deleteItem(item.id)) {
      toast.success(item.wishlist ? 'Removed from your wishlist' : 'Removed from your collection');
    }
  };

  return (
    <div className="collection-owned">
      <p className="collection-owned__count">
        <strong>In your collection: {owned}</strong>
        {wished > 0 ? <span className="muted"> · On your wishlist: {wished}</span> : null}{' '}
        <Link to="/home">View collection</Link>
      </p>
      {items.length > 0 ? (
        <ul className="collection-owned__list stack-list" aria-label="Your items of this product">
          {items.map((item) => {
            const entry = values?.[String(item.id)];
            const value = entry?.current_value ?? null;
            const basisNote = value === null ? null : getPriceBasisNote(item.variant, entry);
            const text = describeItem(item);
            return (
              <li key={item.id}>
                {editingId === item.id ? (
                  <EditItemForm item={item} product={product} onDone={() => setEditingId(null)} />
                ) : (
                  <>
                    <span>
                      {item.wishlist ? <span className="badge">Wishlist</span> : null} {text}
                      {value !== null ? ` · value ${formatPrice(value)}` : ''}
                      {basisNote ? <span className="muted"> ({basisNote})</span> : null}
                    </span>
                    <span className="collection-owned__buttons">
                      <button
                        type="button"
                        className="link-button"
                        aria-label={`Edit ${text}`}
                        onClick={() => setEditingId(item.id)}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="link-button"
                        aria-label={`Delete ${text}`}
                        onClick={() => void remove(item)}
                      >
                        Delete
                      </button>
                    </span>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
