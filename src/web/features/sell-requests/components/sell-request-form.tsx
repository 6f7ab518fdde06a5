import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Path, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CONDITIONS } from '#core/collection/user-product.schema.ts';
import { sellRequestFormSchema } from '#core/sell-requests/sell-request.schema.ts';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { setServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { itemLabel, useMyCollectionItems } from '../../../lib/my-collection-items.ts';
import { useCreateSellRequest } from '../api/create-sell-request.ts';
import { AddressFields } from './address-fields.tsx';
import './sell-requests.css';
import { QuotaNotice } from '../../../components/ui/quota-notice.tsx';

type FormInput = z.input<typeof sellRequestFormSchema>;
type FormOutput = z.output<typeof sellRequestFormSchema>;

const FORM_FIELDS: Path<FormInput>[] = [
  'items',
  'note',
  ...(['name', 'line1', 'line2', 'city', 'postalCode', 'country'] as const).map(
    (key) => `returnAddress.${key}` as const,
  ),
];

const EMPTY: FormInput = {
  items: [],
  returnAddress: { name: '', line1: '', line2: '', city: '', postalCode: '', country: '' },
  note: '',
};

/** Pick collection items, a condition and an asking price each, and a return address. */
export function SellRequestForm() {
  const collection = useMyCollectionItems();
  const create = useCreateSellRequest();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [pick, setPick] = useState('');
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(sellRequestFormSchema),
    defaultValues: EMPTY,
  });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const byId = new Map((collection.data ?? []).map((item) => [item.id, item]));
  const chosen = new Set(items.fields.map((field) => field.userProductId));
  const errors = form.formState.errors;

  const add = () => {
    const item = byId.get(Number(pick));
    if (item) {
      const market = item.TCGProduct.market_price;
      items.append({
        userProductId: item.id,
        condition: item.condition,
        askingPrice: market ? market.toFixed(2) : '1.00',
      });
      setPick('');
    }
  };

  const reset = () => {
    form.reset(EMPTY);
    setStatus(null);
  };

  const submit = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      const created = await create.mutateAsync(values);
      form.reset(EMPTY);
      setStatus({ ok: true, text: `Sell request ${created.number} sent.` });
    } catch (error) {
      await setServerErrors(error);
    }
  });

  async function setServerErrors(error: unknown) {
    const message = await readErrorMessage(error, 'Something went wrong. Please try again.');
    const fields = items.fields.flatMap((_, index) => [
      `items.${index}.condition` as const,
      `items.${index}.askingPrice` as const,
    ]);
    await setServerFieldErrors(error, form.setError, [...fields, ...FORM_FIELDS]);
    setStatus({ ok: false, text: `Could not create the sell request: ${message}` });
  }

  const available = (collection.data ?? []).filter(
    (item) => !item.wishlist && !chosen.has(item.id),
  );
  return (
    <form className="sell-form" onSubmit={submit} noValidate aria-label="New sell request">
      <QuotaNotice kind="sell_requests" />
      <div className="sell-form__pick">
        <select aria-label="Card to sell" value={pick} onChange={(e) => setPick(e.target.value)}>
          <option value="">Choose a card from your collection…</option>
          {available.map((item) => (
            <option key={item.id} value={item.id}>
              {itemLabel(item)}
            </option>
          ))}
        </select>
        <button type="button" className="button button--secondary" onClick={add} disabled={!pick}>
          Add card
        </button>
      </div>
      {items.fields.length > 0 ? (
        <ul className="sell-form__items">
          {items.fields.map((field, index) => {
            const item = byId.get(field.userProductId);
            const label = item ? itemLabel(item) : `Item ${field.userProductId}`;
            return (
              <li key={field.id} className="sell-form__item">
                <span>{label}</span>
                <select
                  aria-label={`Condition of ${label}`}
                  {...form.register(`items.${index}.condition`)}
                >
                  {CONDITIONS.map((condition) => (
                    <option key={condition}>{condition}</option>
                  ))}
                </select>
                <label>
                  Asking $
                  <input
                    aria-label={`Asking price of ${label}`}
                    type="number"
                    step="0.01"
                    min="0.01"
                    {...form.register(`items.${index}.askingPrice`)}
                  />
                </label>
                <button type="button" className="link-button" onClick={() => items.remove(index)}>
                  Remove
                </button>
                {errors.items?.[index]?.askingPrice ? (
                  <span className="field-error">{errors.items[index]?.askingPrice?.message}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {errors.items?.message || errors.items?.root?.message ? (
        <p className="field-error">{errors.items?.message ?? errors.items?.root?.message}</p>
      ) : null}
      <AddressFields register={form.register} errors={errors.returnAddress} />
      <label className="sell-form__note">
        Note for the shop (optional)
        <textarea rows={2} {...form.register('note')} />
      </label>
      <div className="sell-form__actions">
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending…' : 'Send sell request'}
        </button>
        <button type="button" className="button button--secondary" onClick={reset}>
          Reset
        </button>
      </div>
      {status ? (
        <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'sell-ok' : 'field-error'}>
          {status.text}
        </p>
      ) : null}
    </form>
  );
}
