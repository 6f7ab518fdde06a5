import { useQuery } from '@tanstack/react-query';
import { listCartItems } from '#core/cart/cart-state.ts';
import { RequireSession } from '../../components/auth/require-session.tsx';
import { useCart } from '../../features/cart/use-cart.ts';
import { CheckoutScreen } from '../../features/checkout/components/checkout-screen.tsx';
import { requestJson } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session/session-context.tsx';

function Checkout() {
  const cart = useCart();
  const session = useSession();
  const provider = useQuery({
    queryKey: ['payments', 'provider'],
    queryFn: () => requestJson<{ provider: 'test' | 'stripe' }>('/api/payments/provider'),
    staleTime: Number.POSITIVE_INFINITY,
  });
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
