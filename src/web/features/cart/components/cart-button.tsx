import { lazy, Suspense } from 'react';
import { cartStore, useCart } from '../use-cart.ts';

// The drawer (and the stock checks it runs) loads only when a visitor first opens the cart,
// keeping it out of the landing page's initial JavaScript.
const CartDrawer = lazy(async () => ({
  default: (await import('./cart-drawer.tsx')).CartDrawer,
}));

/** The header's cart button with the item count; it owns the drawer. */
export function CartButton() {
  const cart = useCart();
  return (
    <>
      <button
        type="button"
        className="cart-button"
        aria-label={`Open cart, ${cart.totalQuantity} ${cart.totalQuantity === 1 ? 'item' : 'items'}`}
        onClick={() => cartStore.toggle()}
      >
        <span aria-hidden="true">🛒</span>
        {cart.totalQuantity > 0 ? (
          <span className="cart-button__count">{cart.totalQuantity}</span>
        ) : null}
      </button>
      {cart.cartOpen ? (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      ) : null}
    </>
  );
}
