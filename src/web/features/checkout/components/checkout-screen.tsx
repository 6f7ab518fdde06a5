import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { CartItem } from '#core/cart/cart.schema.ts';
import { getCartTotals, getUnitPrice } from '#core/cart/cart-totals.ts';
import { getCheckoutBlock } from '#core/cart/checkout-rules.ts';
import { formatCents } from '#core/shop/money.ts';
import { createOrderBodySchema } from '#core/shop/order.schema.ts';
import { CartSummary } from '../../../components/shop/cart-summary.tsx';
import { setServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { createOrder, OrderRejected } from '../api/create-order.ts';
import './checkout.css';

const FIELDS = [
  ['name', 'Full name', 'name'],
  ['line1', 'Address', 'address-line1'],
  ['line2', 'Address line 2 (optional)', 'address-line2'],
  ['city', 'City', 'address-level2'],
  ['postalCode', 'Postal code', 'postal-code'],
  ['country', 'Country (two letters, e.g. US)', 'country'],
] as const;

/** The address part of POST /api/orders, so a server error on `shippingAddress.city` lands on City. */
const addressFormSchema = createOrderBodySchema.pick({ shippingAddress: true });
type AddressForm = z.input<typeof addressFormSchema>;
const FIELD_PATHS = FIELDS.map(([field]) => `shippingAddress.${field}` as const);

type Props = { items: CartItem[]; tier: number; testMode: boolean };

/** /checkout-preview and /checkout: shipping address, order summary, member discount, pay. */
export function CheckoutScreen({ items, tier, testMode }: Props) {
  const form = useForm<AddressForm, unknown, z.output<typeof addressFormSchema>>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: {
      shippingAddress: { name: '', line1: '', line2: '', city: '', postalCode: '', country: 'US' },
    },
  });
  const addressErrors = form.formState.errors.shippingAddress;
  const [itemErrors, setItemErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const totals = getCartTotals(items, tier);
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
      const placed = await createOrder(items, shippingAddress);
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
            disabled={paying || block.disabled}
            title={block.title}
          >
            {paying ? 'Redirecting to payment…' : `Pay ${formatCents(totals.total)}`}
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
          <CartSummary items={items} tier={tier} />
        </aside>
      </div>
    </section>
  );
}
