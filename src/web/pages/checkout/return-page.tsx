import { useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { RequireSession } from '../../components/auth/require-session.tsx';
import { cartStore } from '../../features/cart/use-cart.ts';
import { ReturnScreen } from '../../features/checkout/components/return-screen.tsx';

/** /return?orderId=…[&cancelled=1]: the payment outcome; the cart is cleared only when paid. */
export function ReturnPage() {
  const { orderId, cancelled } = useSearch({ from: '/return' });
  const onPaid = useCallback(() => cartStore.clear(), []);
  return (
    <RequireSession>
      <ReturnScreen orderId={orderId} cancelled={cancelled} onPaid={onPaid} />
    </RequireSession>
  );
}
