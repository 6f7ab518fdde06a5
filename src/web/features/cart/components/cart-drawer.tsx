import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { listCartItems } from '#core/cart/cart-state.ts';
import { getCheckoutBlock } from '#core/cart/checkout-rules.ts';
import { CartSummary } from '../../../components/shop/cart-summary.tsx';
import { useSession } from '../../../lib/session/session-context.tsx';
import { clearAddedNotice, useAddedNotice } from '../added-notice.ts';
import { refreshCartProducts } from '../api/refresh-cart.ts';
import { validateStock } from '../api/validate-stock.ts';
import { cartStore, useCart } from '../use-cart.ts';
import { useStockCheck } from '../use-stock-check.ts';
import { CartLine } from './cart-line.tsx';
import './cart.css';

/** The slide-in cart of spec section 2; a click outside the panel closes it. */
export function CartDrawer() {
  const cart = useCart();
  const session = useSession();
  const navigate = useNavigate();
  const tier = session.user?.membership_tier ?? 0;
  const items = listCartItems(cart);
  const { errors, setErrors } = useStockCheck(items, cart.cartOpen);
  const [checking, setChecking] = useState(false);
  const block = getCheckoutBlock(items, errors);
  const addedNotice = useAddedNotice();

  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh once per opening
  useEffect(() => {
    if (cart.cartOpen) {
      void refreshCartProducts(cartStore, Object.keys(cart.items).map(Number));
    }
  }, [cart.cartOpen]);

  useEffect(() => {
    if (!cart.cartOpen) {
      return;
    }
    return clearAddedNotice;
  }, [cart.cartOpen]);

  useEffect(() => {
    if (!cart.cartOpen) {
      return;
    }
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && cartStore.close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [cart.cartOpen]);

  if (!cart.cartOpen) {
    return null;
  }

  const goToCheckout = async () => {
    setChecking(true);
    try {
      const result = await validateStock(items);
      setErrors(result.errors);
      if (result.valid) {
        cartStore.close();
        await navigate({ to: '/checkout-preview' });
      }
    } catch {
      setErrors({});
    } finally {
      setChecking(false);
    }
  };

  // A portal: the header may create a containing block (backdrop-filter) for fixed elements.
  return createPortal(
    <div className="cart-overlay">
      <button
        type="button"
        className="cart-overlay__backdrop"
        data-testid="cart-backdrop"
        aria-label="Close cart"
        tabIndex={-1}
        onClick={() => cartStore.close()}
      />
      <aside className="cart-drawer" role="dialog" aria-modal="true" aria-label="Shopping cart">
        <header className="cart-drawer__header">
          <h2>Your Cart ({cart.totalQuantity})</h2>
          <button type="button" aria-label="Close cart" onClick={() => cartStore.close()}>
            ✕
          </button>
        </header>
        {addedNotice ? (
          <p className="cart-drawer__notice" role="status">
            ✓ {addedNotice}
          </p>
        ) : null}
        {items.length === 0 ? (
          <div className="cart-drawer__empty">
            <p>Your cart is empty.</p>
            <Link to="/shop" className="button" onClick={() => cartStore.close()}>
              Continue shopping
            </Link>
          </div>
        ) : (
          <>
            <ul className="cart-drawer__items">
              {items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  tier={tier}
                  error={errors[String(item.id)]}
                  onQuantity={(quantity) => cartStore.update(item.id, quantity)}
                  onRemove={() => cartStore.remove(item.id)}
                  onNavigate={() => cartStore.close()}
                />
              ))}
            </ul>
            <footer className="cart-drawer__footer">
              <CartSummary items={items} tier={tier} />
              {block.messages.map((message) => (
                <p key={message} className="field-error" role="alert">
                  {message}
                </p>
              ))}
              <button
                type="button"
                className="button cart-drawer__checkout"
                disabled={block.disabled || checking}
                title={block.title}
                onClick={() => void goToCheckout()}
              >
                {checking ? 'Checking stock…' : 'Checkout'}
              </button>
              <Link to="/shop" className="muted" onClick={() => cartStore.close()}>
                Continue shopping
              </Link>
            </footer>
          </>
        )}
      </aside>
    </div>,
    document.body,
  );
}
