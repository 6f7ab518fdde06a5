import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { scanAddFormSchema } from '#core/collection/item-form.schema.ts';
import { CONDITIONS } from '#core/collection/user-product.schema.ts';
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
  const form = useForm<
    z.input<typeof scanAddFormSchema>,
    unknown,
    z.output<typeof scanAddFormSchema>
  >({
    resolver: zodResolver(scanAddFormSchema),
    defaultValues: { variant: '', condition: 'NM', quantity: '1' },
  });
  // '' until a printing is picked: the default of the printings, which arrive after the form.
  const variant = form.watch('variant') || getDefaultVariant(variants);
  const submit = form.handleSubmit(({ condition, quantity }) =>
    add(match, { variant, condition, quantity }),
  );

  return (
    <form
      className="scan-add"
      aria-label="Add to collection"
      onSubmit={(event) => void submit(event)}
    >
      {isCard ? (
        <label htmlFor={`${id}-variant`}>
          Variant
          <OptionSelect
            id={`${id}-variant`}
            value={variant}
            options={variants}
            onChange={(value) => form.setValue('variant', value)}
          />
        </label>
      ) : null}
      <label htmlFor={`${id}-condition`}>
        Condition
        <OptionSelect
          id={`${id}-condition`}
          value={form.watch('condition')}
          options={asOptions(CONDITIONS)}
          onChange={(value) => form.setValue('condition', value)}
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
          value={form.watch('quantity')}
          onChange={(event) =>
            // A whole number of at least 1, corrected as typed (there is no error line here).
            form.setValue(
              'quantity',
              String(Math.max(1, Math.floor(Number(event.target.value)) || 1)),
            )
          }
        />
      </label>
      <button type="submit" className="button" disabled={isAdding}>
        {isAdding ? 'Adding…' : 'Add to collection'}
      </button>
    </form>
  );
}
