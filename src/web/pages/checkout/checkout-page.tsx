import { listCartItems } from '#core/cart/cart-state.ts';
import { RequireSession } from '../../components/auth/require-session.tsx';
import { useCart } from '../../features/cart/use-cart.ts';
import { usePaymentProvider } from '../../features/checkout/api/get-payment-provider.ts';
import { CheckoutScreen } from '../../features/checkout/components/checkout-screen.tsx';
import { useSession } from '../../lib/session/session-context.tsx';

function Checkout() {
  const cart = useCart();
  const session = useSession();
  const provider = usePaymentProvider();
  return (
    <CheckoutScreen
      items={listCartItems(cart)}
      tier={session.user?.membership_tier ?? 0}
      testMode={provider.data?.provider === 'test'}
    />
  );
}

/** /checkout-preview and /checkout (the same screen, spec section 2). */
export function CheckoutPage() {
  return (
    <RequireSession>
      <Checkout />
    </RequireSession>
  );
}
