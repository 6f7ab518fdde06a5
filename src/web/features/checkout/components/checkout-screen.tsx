import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import type { CartItem } from '#core/cart/cart.schema.ts';
import { getCartTotals, getUnitPrice } from '#core/cart/cart-totals.ts';
import { getCheckoutBlock } from '#core/cart/checkout-rules.ts';
import { formatCents } from '#core/shop/money.ts';
import { shippingAddressSchema } from '#core/shop/order.schema.ts';
import { CartSummary } from '../../../components/shop/cart-summary.tsx';
import { createOrder, OrderRejected } from '../api/create-order.ts';

const FIELDS = [
  ['name', 'Full name', 'name'],
  ['line1', 'Address', 'address-line1'],
  ['line2', 'Address line 2 (optional)', 'address-line2'],
  ['city', 'City', 'address-level2'],
  ['postalCode', 'Postal code', 'postal-code'],
  ['country', 'Country (two letters, e.g. US)', 'country'],
] as const;
type Field = (typeof FIELDS)[number][0];

type Props = { items: CartItem[]; tier: number; testMode: boolean };

/** /checkout-preview and /checkout: shipping address, order summary, member discount, pay. */
export function CheckoutScreen({ items, tier, testMode }: Props) {
  const [address, setAddress] = useState<Record<Field, string>>({
    name: '',
    line1: '',
    line2: '',
    city: '',
    postalCode: '',
    country: 'US',
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
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

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = shippingAddressSchema.safeParse(address);
    if (!parsed.success) {
      setFieldErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    setFieldErrors({});
    setPaying(true);
    try {
      const placed = await createOrder(items, parsed.data);
      window.location.assign(placed.redirectUrl);
    } catch (caught) {
      setPaying(false);
      if (caught instanceof OrderRejected) {
        setItemErrors(caught.itemErrors);
        setError(caught.message);
      } else {
        setError('The order could not be placed. Please try again.');
      }
    }
  };

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
                name={field}
                autoComplete={autoComplete}
                value={address[field]}
                aria-invalid={fieldErrors[field] ? 'true' : undefined}
                onChange={(event) => setAddress({ ...address, [field]: event.target.value })}
              />
              {fieldErrors[field] ? (
                <span className="field-error">{fieldErrors[field]}</span>
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
