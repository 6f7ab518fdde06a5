import { useParams } from '@tanstack/react-router';
import { RequireSession } from '../../components/auth/require-session.tsx';
import { OrderDetailScreen } from '../../features/orders/components/order-detail-screen.tsx';
import { OrdersScreen } from '../../features/orders/components/orders-screen.tsx';
import { readRowId } from '../../lib/router/row-id-param.ts';

export function OrdersPage() {
  return (
    <RequireSession>
      <OrdersScreen />
    </RequireSession>
  );
}

export function OrderPage() {
  // The route let only a valid row id through (any other is the not-found page).
  const id = readRowId(useParams({ strict: false }).id);
  return (
    <RequireSession>
      <OrderDetailScreen id={id} />
    </RequireSession>
  );
}
