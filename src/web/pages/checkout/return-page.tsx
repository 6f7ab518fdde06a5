import { useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { RequireSession } from '../../components/auth/require-session.tsx';
import { cartStore } from '../../features/cart/use-cart.ts';
import { ReturnScreen } from '../../features/checkout/components/return-screen.tsx';

/** /return?orderId=…[&cancelled=1]: the payment outcome; the cart is cleared only when paid. */
export function ReturnPage() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const orderId = Number(search.orderId);
  const onPaid = useCallback(() => cartStore.clear(), []);
  return (
    <RequireSession>
      <ReturnScreen
        orderId={Number.isInteger(orderId) && orderId > 0 ? orderId : undefined}
        cancelled={search.cancelled === '1' || search.cancelled === 1}
        onPaid={onPaid}
      />
    </RequireSession>
  );
}
