import { type FormEvent, useId, useState } from 'react';
import { ALERT_WINDOW_DAYS, type PriceAlertInput } from '#core/price-alerts/price-alert.schema.ts';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { useCreatePriceAlert } from '../api/price-alerts.ts';
import './price-alerts.css';

export type AlertTarget =
  | { on: 'product'; productId: string }
  | { on: 'collection' }
  | { on: 'wishlist' };

type ProductRule = 'product_above' | 'product_below' | 'product_move';

const LEGEND: Record<AlertTarget['on'], string> = {
  product: 'Set a price alert',
  collection: 'Alert me when my collection value moves',
  wishlist: 'Alert me when any wishlist item drops',
};

function buildInput(target: AlertTarget, rule: ProductRule, amount: number, windowDays: number) {
  const window = windowDays as 1 | 7 | 30;
  if (target.on === 'collection') {
    return { kind: 'collection_move', thresholdPercent: amount, windowDays: window } as const;
  }
  if (target.on === 'wishlist') {
    return { kind: 'wishlist_drop', thresholdPercent: amount, windowDays: window } as const;
  }
  const { productId } = target;
  return rule === 'product_move'
    ? { kind: rule, productId, variant: 'normal', thresholdPercent: amount, windowDays: window }
    : { kind: rule, productId, variant: 'normal', thresholdCents: Math.round(amount * 100) };
}

/** "Set a price alert": on a card (above, below, a move), the collection value or the wishlist. */
export function SetPriceAlert({ target }: { target: AlertTarget }) {
  const id = useId();
  const create = useCreatePriceAlert();
  const [rule, setRule] = useState<ProductRule>('product_below');
  const [amount, setAmount] = useState('');
  const [windowDays, setWindowDays] = useState(7);
  const [message, setMessage] = useState<string | null>(null);
  const inPercent = target.on !== 'product' || rule === 'product_move';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const input = buildInput(target, rule, Number(amount), windowDays) as PriceAlertInput;
    try {
      await create.mutateAsync(input);
      setAmount('');
      setMessage('Price alert set.');
    } catch (error) {
      setMessage(await readErrorMessage(error, 'Could not set the alert. Please try again.'));
    }
  }

  return (
    <form className="set-price-alert" onSubmit={submit}>
      <fieldset>
        <legend>{LEGEND[target.on]}</legend>
        {target.on === 'product' ? (
          <label htmlFor={`${id}-rule`}>
            When the price
            <select
              id={`${id}-rule`}
              value={rule}
              onChange={(event) => setRule(event.target.value as ProductRule)}
            >
              <option value="product_below">goes below</option>
              <option value="product_above">goes above</option>
              <option value="product_move">moves by</option>
            </select>
          </label>
        ) : null}
        <label htmlFor={`${id}-amount`}>
          {inPercent ? 'Percent' : 'Price (USD)'}
          <input
            id={`${id}-amount`}
            type="number"
            min={inPercent ? 1 : 0.01}
            step={inPercent ? 1 : 0.01}
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </label>
        {inPercent ? (
          <label htmlFor={`${id}-window`}>
            Within
            <select
              id={`${id}-window`}
              value={windowDays}
              onChange={(event) => setWindowDays(Number(event.target.value))}
            >
              {ALERT_WINDOW_DAYS.map((days) => (
                <option key={days} value={days}>
                  {days === 1 ? '1 day' : `${days} days`}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button type="submit" disabled={create.isPending}>
          Set alert
        </button>
        {message ? <p role="status">{message}</p> : null}
      </fieldset>
    </form>
  );
}
