import { Link } from '@tanstack/react-router';
import { formatCents } from '#core/shop/money.ts';
import { OrderTotals } from '../../../components/shop/order-totals.tsx';
import { useOrder } from '../api/get-order.ts';
import { ORDER_STATUS_TEXT } from './order-status-text.ts';
import './orders.css';

/** /orders/{id}: lines, totals, address, status and tracking number. */
export function OrderDetailScreen({ id }: { id: number }) {
  const query = useOrder(id);
  if (query.isPending) {
    return <p className="muted">Loading order…</p>;
  }
  if (query.error || !query.data) {
    return (
      <section className="orders-page">
        <p className="field-error">Order not found.</p>
        <Link to="/orders">Your orders</Link>
      </section>
    );
  }
  const order = query.data;
  const money = (cents: number) => formatCents(cents, order.currency);
  const a = order.shippingAddress;
  return (
    <section className="orders-page">
      <Link to="/orders" className="muted">
        ← Your orders
      </Link>
      <h1>Order #{order.id}</h1>
      <p>
        <span className={`order-status order-status--${order.status}`}>
          {ORDER_STATUS_TEXT[order.status]}
        </span>
        {order.trackingNumber ? <span> · Tracking number {order.trackingNumber}</span> : null}
      </p>
      <table className="order-lines">
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.productId}>
              <td>
                <Link to="/products/$id" params={{ id: String(line.productId) }}>
                  {line.name}
                </Link>
              </td>
              <td>
                {line.quantity} × {money(line.unitPriceCents)}
              </td>
              <td>{money(line.quantity * line.unitPriceCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <OrderTotals totals={order} />
      <h2>Ships to</h2>
      <address>
        {[
          a.name,
          a.line1,
          a.line2,
          `${a.postalCode} ${a.city}`,
          [a.region, a.country].filter(Boolean).join(' '),
        ]
          .filter(Boolean)
          .map((line) => (
            <div key={line}>{line}</div>
          ))}
      </address>
    </section>
  );
}
