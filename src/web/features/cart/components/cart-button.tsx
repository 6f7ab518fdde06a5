import { lazy, Suspense } from 'react';
import { cartStore, useCart } from '../use-cart.ts';
import './cart.css';

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
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          className="cart-button__icon"
        >
          <path
            d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="9" cy="19" r="1.5" fill="currentColor" />
          <circle cx="17" cy="19" r="1.5" fill="currentColor" />
        </svg>
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
