import { useState } from 'react';
import { monthKey } from '#core/shop/membership-tiers.ts';
import { formatCents } from '#core/shop/money.ts';
import { type AdminOrder, ORDER_STATUSES } from '#core/shop/order.schema.ts';
import { asOptions, OptionSelect } from '#web/components/ui/option-select.tsx';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { drawGiveaway } from '../api/draw-giveaway.ts';
import { useAdminOrders } from '../api/get-admin-orders.ts';
import { useSetOrderStatus } from '../api/set-order-status.ts';
import { ShipOrderForm } from './admin/ship-order-form.tsx';

function OrderRow({ order }: { order: AdminOrder }) {
  const [error, setError] = useState<string | null>(null);
  const change = useSetOrderStatus(order.id, async (caught) =>
    setError(await readErrorMessage(caught, 'Could not change the order')),
  );
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

/** The admin's order list by status, with status changes, and the monthly giveaway draw. */
export function AdminOrders() {
  const [status, setStatus] = useState('');
  const orders = useAdminOrders(status);
  const [draw, setDraw] = useState<string | null>(null);
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
        <OptionSelect value={status} options={asOptions(ORDER_STATUSES)} onChange={setStatus}>
          <option value="">All</option>
        </OptionSelect>
      </label>
      <table className="admin-table">
        <tbody>
          {orders.data?.items.map((order) => (
            <OrderRow key={`${order.id}-${order.status}`} order={order} />
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
