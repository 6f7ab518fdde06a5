import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { MARKETPLACE_LABELS, MARKETPLACES } from '#core/prices/fee-schedules.ts';
import {
  type SaleSettingsForm as FormValues,
  saleSettingsFormSchema,
  toSaleSettings,
} from '#core/prices/sale-settings.schema.ts';
import { useSaleSettings } from '../../../components/price/price-details-query.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { useSaveSaleSettings } from '../api/save-sale-settings.ts';

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** What shipping one order costs the user on each marketplace: the nets in price details use it. */
export function SaleSettingsForm({ userId }: { userId: number }) {
  const settings = useSaleSettings(userId);
  const save = useSaveSaleSettings(userId);
  const form = useForm<FormValues>({
    resolver: zodResolver(saleSettingsFormSchema),
    defaultValues: { tcgplayer: '', ebay: '', cardmarket: '' },
  });
  const { reset } = form;
  useEffect(() => {
    const shipping = settings.data?.shipping_cents;
    if (shipping) {
      reset({
        tcgplayer: dollars(shipping.tcgplayer),
        ebay: dollars(shipping.ebay),
        cardmarket: dollars(shipping.cardmarket),
      });
    }
  }, [settings.data, reset]);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(toSaleSettings(values));
      toast.success('Shipping assumptions saved');
    } catch (failure) {
      form.setError('root', {
        message: await readErrorMessage(failure, 'The shipping assumptions could not be saved.'),
      });
    }
  });
  return (
    <form className="profile-card" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2>Selling costs</h2>
      <p className="muted">
        What shipping one order costs you, in US dollars. Price details and collection totals use it
        for what you would take home after each marketplace's fees.
      </p>
      {MARKETPLACES.map((marketplace) => {
        const error = form.formState.errors[marketplace]?.message;
        return (
          <div key={marketplace}>
            <label className="form-field">
              <span>{MARKETPLACE_LABELS[marketplace]} shipping per order ($)</span>
              <input
                inputMode="decimal"
                {...form.register(marketplace)}
                aria-invalid={error ? true : undefined}
              />
            </label>
            <FormError message={error} />
          </div>
        );
      })}
      <FormError message={form.formState.errors.root?.message} />
      <button
        type="submit"
        className="button"
        disabled={form.formState.isSubmitting || !settings.data}
      >
        {form.formState.isSubmitting ? '...' : 'Update shipping'}
      </button>
    </form>
  );
}
