import { formatCents } from '#core/shop/money.ts';
import type { OrderQuote } from '#core/shop/order.schema.ts';
import './cart-summary.css';

/**
 * Subtotal, member discount, shipping and total as the server charges them: a checkout's quote
 * or a placed order.
 */
export function OrderTotals({ totals }: { totals: OrderQuote }) {
  const money = (cents: number) => formatCents(cents, totals.currency);
  return (
    <dl className="cart-summary">
      <div>
        <dt>Subtotal</dt>
        <dd>{money(totals.subtotalCents)}</dd>
      </div>
      {totals.discountCents > 0 ? (
        <div className="cart-summary__discount">
          <dt>Member discount</dt>
          <dd>−{money(totals.discountCents)}</dd>
        </div>
      ) : null}
      <div>
        <dt>Shipping</dt>
        <dd>{totals.shippingCents === 0 ? 'Free' : money(totals.shippingCents)}</dd>
      </div>
      <div className="cart-summary__total">
        <dt>Total</dt>
        <dd>{money(totals.totalCents)}</dd>
      </div>
    </dl>
  );
}
