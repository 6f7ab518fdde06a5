import type { CartItem } from '#core/cart/cart.schema.ts';
import { getCartTotals } from '#core/cart/cart-totals.ts';
import { formatCents } from '#core/shop/money.ts';
import './cart-summary.css';

/** Subtotal, the member-discount line for members (spec section 6), and the total. */
export function CartSummary({ items, tier }: { items: CartItem[]; tier: number }) {
  const totals = getCartTotals(items, tier);
  return (
    <dl className="cart-summary">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatCents(totals.subtotal)}</dd>
      </div>
      {totals.showMemberDiscount ? (
        <div className="cart-summary__discount">
          <dt>Member discount</dt>
          <dd>−{formatCents(totals.memberDiscount)}</dd>
        </div>
      ) : null}
      <div className="cart-summary__total">
        <dt>Total</dt>
        <dd>{formatCents(totals.total)}</dd>
      </div>
    </dl>
  );
}
