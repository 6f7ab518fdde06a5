import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { CartItem } from '#core/cart/cart.schema.ts';
import { getUnitPrice } from '#core/cart/cart-totals.ts';
import { getCheckoutBlock } from '#core/cart/checkout-rules.ts';
import { regionListFor } from '#core/shop/address-regions.ts';
import { formatCents } from '#core/shop/money.ts';
import { OrderTotals } from '../../../components/shop/order-totals.tsx';
import { setServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { createOrder, OrderRejected } from '../api/create-order.ts';
import { useOrderQuote } from '../api/get-order-quote.ts';
import { type AddressForm, addressFormSchema } from '../lib/address-form.ts';
import { AddressPlaceFields } from './address-place-fields.tsx';
import './checkout.css';

const FIELDS = [
  ['name', 'Full name', 'name'],
  ['line1', 'Address', 'address-line1'],
  ['line2', 'Address line 2 (optional)', 'address-line2'],
  ['city', 'City', 'address-level2'],
  ['postalCode', 'Postal code', 'postal-code'],
] as const;

const FIELD_PATHS = [...FIELDS.map(([field]) => field), 'country', 'region'].map(
  (field) => `shippingAddress.${field}` as const,
);

type Props = { items: CartItem[]; tier: number; testMode: boolean };

/** /checkout-preview and /checkout: shipping address, order summary, member discount, pay. */
export function CheckoutScreen({ items, tier, testMode }: Props) {
  const form = useForm<AddressForm, unknown, z.output<typeof addressFormSchema>>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: {
      shippingAddress: {
        name: '',
        line1: '',
        line2: '',
        city: '',
        postalCode: '',
        country: 'US',
        region: '',
      },
    },
  });
  const addressErrors = form.formState.errors.shippingAddress;
  const [itemErrors, setItemErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const country = form.watch('shippingAddress.country');
  const regionList = regionListFor(country);
  const quote = useOrderQuote(items, country);
  const block = getCheckoutBlock(items, itemErrors);

  if (items.length === 0) {
    return (
      <section className="checkout-page">
        <h1>Checkout</h1>
        <p>Your cart is empty.</p>
        <Link to="/shop" className="button">
          Go to the shop
        </Link>
      </section>
    );
  }

  const pay = form.handleSubmit(async ({ shippingAddress }) => {
    setError(null);
    setPaying(true);
    try {
      const placed = await createOrder(items, {
        ...shippingAddress,
        region: regionList ? shippingAddress.region : '',
      });
      window.location.assign(placed.redirectUrl);
    } catch (caught) {
      setPaying(false);
      if (await setServerFieldErrors(caught, form.setError, FIELD_PATHS as Path<AddressForm>[])) {
        return;
      }
      if (caught instanceof OrderRejected) {
        setItemErrors(caught.itemErrors);
        setError(caught.message);
      } else {
        setError('The order could not be placed. Please try again.');
      }
    }
  });

  return (
    <section className="checkout-page">
      <h1>Checkout</h1>
      {testMode ? <p className="test-mode-banner">TEST MODE: no real payment is taken</p> : null}
      <div className="checkout-page__layout">
        <form className="form" onSubmit={(event) => void pay(event)} noValidate>
          <h2>Shipping address</h2>
          {FIELDS.map(([field, label, autoComplete]) => (
            <label key={field}>
              {label}
              <input
                autoComplete={autoComplete}
                {...form.register(`shippingAddress.${field}`)}
                aria-invalid={addressErrors?.[field] ? 'true' : undefined}
              />
              {addressErrors?.[field] ? (
                <span className="field-error">{addressErrors[field]?.message}</span>
              ) : null}
            </label>
          ))}
          <AddressPlaceFields form={form} />
          {block.messages.map((message) => (
            <p key={message} className="field-error" role="alert">
              {message}
            </p>
          ))}
          {error && block.messages.length === 0 ? (
            <p className="field-error" role="alert">
              {error}
            </p>
          ) : null}
          <button
            type="submit"
            className="button"
            disabled={paying || block.disabled || !quote.data}
            title={block.title}
          >
            {paying
              ? 'Redirecting to payment…'
              : quote.data
                ? `Pay ${formatCents(quote.data.totalCents, quote.data.currency)}`
                : 'Pay'}
          </button>
        </form>
        <aside className="checkout-summary" aria-label="Order summary">
          <h2>Order summary</h2>
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                <span>
                  {item.quantity} × {item.name}
                </span>
                <span>{formatCents(getUnitPrice(item, tier) * item.quantity)}</span>
                {itemErrors[String(item.id)] ? (
                  <span className="field-error">{itemErrors[String(item.id)]}</span>
                ) : null}
              </li>
            ))}
          </ul>
          {quote.data ? (
            <OrderTotals totals={quote.data} />
          ) : (
            <p className="muted" role="status">
              {quote.isError ? 'The shipping cost could not be loaded.' : 'Calculating shipping…'}
            </p>
          )}
        </aside>
      </div>
    </section>
  );
}
