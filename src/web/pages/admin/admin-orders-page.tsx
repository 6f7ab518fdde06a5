import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { monthKey } from '#core/shop/membership-tiers.ts';
import { formatCents } from '#core/shop/money.ts';
import { ORDER_STATUSES } from '#core/shop/order.schema.ts';
import { AdminLayout } from '../../components/layout/admin-layout.tsx';
import { drawGiveaway } from '../../features/shop/api/draw-giveaway.ts';
import { type AdminOrder, fetchAdminOrders } from '../../features/shop/api/get-admin-orders.ts';
import { setOrderStatus } from '../../features/shop/api/set-order-status.ts';
import { ShipOrderForm } from '../../features/shop/components/admin/ship-order-form.tsx';
import { readErrorMessage } from '../../lib/api-client.ts';

function OrderRow({ order, onChange }: { order: AdminOrder; onChange: () => Promise<void> }) {
  const [error, setError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: setOrderStatus.bind(null, order.id),
    onSuccess: onChange,
    onError: async (caught) =>
      setError(await readErrorMessage(caught, 'Could not change the order')),
  });
  return (
    <tr data-testid={`admin-order-${order.id}`}>
      <td>#{order.id}</td>
      <td>{new Date(order.createdAt).toLocaleString()}</td>
      <td>user {order.userId}</td>
      <td>{order.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')}</td>
      <td>{formatCents(order.totalCents, order.currency)}</td>
      <td>
        {order.status}
        {order.trackingNumber ? ` (${order.trackingNumber})` : ''}
      </td>
      <td className="admin-actions">
        {order.status === 'pending' ? (
          <>
            <button type="button" onClick={() => change.mutate({ status: 'paid' })}>
              Mark paid
            </button>
            <button type="button" onClick={() => change.mutate({ status: 'cancelled' })}>
              Cancel
            </button>
          </>
        ) : null}
        {order.status === 'paid' ? (
          <ShipOrderForm
            orderId={order.id}
            onShip={(trackingNumber) => change.mutate({ status: 'shipped', trackingNumber })}
          />
        ) : null}
        {['paid', 'shipped', 'needs_refund'].includes(order.status) ? (
          <button type="button" onClick={() => change.mutate({ status: 'refunded' })}>
            Refund
          </button>
        ) : null}
        {error ? <span className="field-error">{error}</span> : null}
      </td>
    </tr>
  );
}

function Orders() {
  const client = useQueryClient();
  const [status, setStatus] = useState('');
  const orders = useQuery({
    queryKey: ['admin', 'orders', status],
    queryFn: () => fetchAdminOrders(status || undefined),
  });
  const [draw, setDraw] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'orders'] });
  const runDraw = async () => {
    try {
      const result = await drawGiveaway(monthKey(new Date()));
      setDraw(
        `Winner: user ${result.winnerUserId ?? 'none'} of ${result.entries} entries (seed ${result.seed}).`,
      );
    } catch (caught) {
      setDraw(await readErrorMessage(caught, 'The draw failed'));
    }
  };
  return (
    <>
      <label>
        Status{' '}
        <select value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="">All</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </label>
      <table className="admin-table">
        <tbody>
          {orders.data?.items.map((order) => (
            <OrderRow key={`${order.id}-${order.status}`} order={order} onChange={refresh} />
          ))}
        </tbody>
      </table>
      <h2>Monthly giveaway</h2>
      <button type="button" className="button" onClick={() => void runDraw()}>
        Draw this month's winner
      </button>
      {draw ? <p>{draw}</p> : null}
    </>
  );
}

export function AdminOrdersPage() {
  return (
    <AdminLayout title="Orders">
      <Orders />
    </AdminLayout>
  );
}
