import { useParams } from '@tanstack/react-router';
import { RequireSession } from '../../components/auth/require-session.tsx';
import { OrderDetailScreen } from '../../features/orders/components/order-detail-screen.tsx';
import { OrdersScreen } from '../../features/orders/components/orders-screen.tsx';

export function OrdersPage() {
  return (
    <RequireSession>
      <OrdersScreen />
    </RequireSession>
  );
}

export function OrderPage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  return (
    <RequireSession>
      <OrderDetailScreen id={Number(id)} />
    </RequireSession>
  );
}
