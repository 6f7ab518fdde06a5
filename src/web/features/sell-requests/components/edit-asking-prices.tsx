import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { centsToDecimalText } from '#core/money/cents.ts';
import {
  askingPricesFormSchema,
  type SellRequest,
} from '#core/sell-requests/sell-request.schema.ts';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { useUpdateSellRequest } from '../api/update-sell-request.ts';

type Values = z.input<typeof askingPricesFormSchema>;

/** Changes the asking prices of a request still waiting for an offer (PUT, replace by id). */
export function EditAskingPrices({
  request,
  onDone,
}: {
  request: SellRequest;
  onDone: () => void;
}) {
  const update = useUpdateSellRequest(request.id);
  const form = useForm<Values, unknown, z.output<typeof askingPricesFormSchema>>({
    resolver: zodResolver(askingPricesFormSchema),
    defaultValues: {
      items: request.items.map((item) => ({
        userProductId: item.userProductId ?? 0,
        condition: item.condition,
        askingPrice: centsToDecimalText(item.askingCents),
      })),
    },
  });
  const { errors } = form.formState;
  const save = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      onDone();
    } catch (caught) {
      form.setError('root', {
        message: await readErrorMessage(caught, 'The prices could not be saved'),
      });
    }
  });
  const error =
    errors.root?.message ?? errors.items?.find?.((item) => item?.askingPrice)?.askingPrice?.message;
  return (
    <form className="sell-edit" onSubmit={(event) => void save(event)} noValidate>
      {request.items.map((item, index) => (
        <label key={item.id}>
          {item.productName} $
          <input
            aria-label={`New asking price of ${item.productName}`}
            type="number"
            step="0.01"
            min="0.01"
            aria-invalid={errors.items?.[index]?.askingPrice ? true : undefined}
            {...form.register(`items.${index}.askingPrice`)}
          />
        </label>
      ))}
      <button type="submit" className="button" disabled={update.isPending}>
        Save prices
      </button>
      <button type="button" className="link-button" onClick={onDone}>
        Cancel
      </button>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
