import { useId, useState } from 'react';
import { CONDITIONS, type Condition } from '#core/collection/user-product.schema.ts';
import type { ScanMatch } from '#core/scan/scan-result.schema.ts';
import { asOptions, OptionSelect } from '#web/components/ui/option-select.tsx';
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
          <OptionSelect
            id={`${id}-variant`}
            value={variant}
            options={variants}
            onChange={setVariant}
          />
        </label>
      ) : null}
      <label htmlFor={`${id}-condition`}>
        Condition
        <OptionSelect
          id={`${id}-condition`}
          value={condition}
          options={asOptions(CONDITIONS)}
          onChange={setCondition}
        />
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
