import { isMember } from '#core/cart/cart-totals.ts';
import { formatCents } from '#core/shop/money.ts';
import type { ShopProduct } from '#core/shop/product.schema.ts';
import './shop.css';

/** Price, and the member price (highlighted for members). */
export function ProductPrice({ product, tier }: { product: ShopProduct; tier: number }) {
  const member = product.member_price_cents;
  const hasMemberPrice = member !== null && member < product.price_cents;
  return (
    <div className="product-price">
      <span
        className={hasMemberPrice && isMember(tier) ? 'product-price__old' : 'product-price__main'}
      >
        {formatCents(product.price_cents, product.currency)}
      </span>
      {hasMemberPrice ? (
        <span className="product-price__member">
          Member price {formatCents(member, product.currency)}
        </span>
      ) : null}
    </div>
  );
}
