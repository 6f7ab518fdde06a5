import { useId, useState } from 'react';
import { CONDITIONS, type Condition } from '#core/collection/user-product.schema.ts';
import type { ScanMatch } from '#core/scan/scan-result.schema.ts';
import { getDefaultVariant, useVariantOptions } from '../api/get-variant-options.ts';
import type { AddScannedItem } from '../hooks/use-scan-adds.ts';

/**
 * Variant (normal by default), condition (NM) and quantity (1) for the selected match, added
 * with one tap.
 */
export function AddToCollection({
  match,
  add,
  isAdding,
}: {
  match: ScanMatch;
  add: AddScannedItem;
  isAdding: boolean;
}) {
  const id = useId();
  const isCard = match.product_type === 'card';
  const variants = useVariantOptions(match.database.product_id, isCard);
  const [chosenVariant, setVariant] = useState<string | null>(null);
  const [condition, setCondition] = useState<Condition>('NM');
  const [quantity, setQuantity] = useState(1);
  const variant = chosenVariant ?? getDefaultVariant(variants);

  return (
    <form
      className="scan-add"
      aria-label="Add to collection"
      onSubmit={(event) => {
        event.preventDefault();
        void add(match, { variant, condition, quantity });
      }}
    >
      {isCard ? (
        <label htmlFor={`${id}-variant`}>
          Variant
          <select
            id={`${id}-variant`}
            value={variant}
            onChange={(event) => setVariant(event.target.value)}
          >
            {variants.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label htmlFor={`${id}-condition`}>
        Condition
        <select
          id={`${id}-condition`}
          value={condition}
          onChange={(event) => setCondition(event.target.value as Condition)}
        >
          {CONDITIONS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-quantity`}>
        Quantity
        <input
          id={`${id}-quantity`}
          type="number"
          min={1}
          max={99}
          inputMode="numeric"
          value={quantity}
          onChange={(event) =>
            setQuantity(Math.max(1, Math.floor(Number(event.target.value)) || 1))
          }
        />
      </label>
      <button type="submit" className="button" disabled={isAdding}>
        {isAdding ? 'Adding…' : 'Add to collection'}
      </button>
    </form>
  );
}
