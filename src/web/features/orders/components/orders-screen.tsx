import { Link } from '@tanstack/react-router';
import { formatCents } from '#core/shop/money.ts';
import { useOrders } from '../api/get-orders.ts';
import { ORDER_STATUS_TEXT } from './order-status-text.ts';
import './orders.css';

/** /orders: the signed-in user's orders, newest first. */
export function OrdersScreen() {
  const orders = useOrders();
  return (
    <section className="orders-page">
      <h1>Your orders</h1>
      {orders.isPending ? <p className="muted">Loading orders…</p> : null}
      {orders.error ? (
        <p className="field-error" role="alert">
          {orders.error.message}
        </p>
      ) : null}
      {orders.data?.length === 0 ? (
        <p>
          No orders yet. <Link to="/shop">Visit the shop</Link>
        </p>
      ) : null}
      <ul className="order-list">
        {orders.data?.map((order) => (
          <li key={order.id}>
            <Link to="/orders/$id" params={{ id: String(order.id) }}>
              Order #{order.id}
            </Link>
            <span>{new Date(order.createdAt).toLocaleDateString()}</span>
            <span className={`order-status order-status--${order.status}`}>
              {ORDER_STATUS_TEXT[order.status]}
            </span>
            <span>{formatCents(order.totalCents, order.currency)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
