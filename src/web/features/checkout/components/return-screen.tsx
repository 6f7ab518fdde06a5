import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { formatCents } from '#core/shop/money.ts';
import type { Order } from '#core/shop/order.schema.ts';
import { cancelOrder } from '../api/cancel-order.ts';
import { fetchOrder } from '../api/get-order.ts';
import { outcomeOf, type ReturnOutcome } from '../return-outcome.ts';

const TEXT: Record<ReturnOutcome, { title: string; body: string }> = {
  paid: {
    title: 'Thank you! Your payment was received.',
    body: 'A receipt is on its way to your inbox.',
  },
  pending: {
    title: 'Your payment is pending.',
    body: 'We will update your order as soon as the payment is confirmed.',
  },
  failed: {
    title: 'Your payment failed.',
    body: 'Nothing was charged. Your cart is still here to try again.',
  },
  cancelled: {
    title: 'Your payment was cancelled.',
    body: 'Nothing was charged. Your cart is still here.',
  },
};

type Props = { orderId: number | undefined; cancelled: boolean; onPaid: () => void };

/** /return: the order's outcome; polls briefly while pending; clears the cart only when paid. */
export function ReturnScreen({ orderId, cancelled, onPaid }: Props) {
  const [order, setOrder] = useState<Order | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cleared = useRef(false);

  useEffect(() => {
    if (orderId === undefined) {
      return;
    }
    let live = true;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        let next = await fetchOrder(orderId);
        if (cancelled && next.status === 'pending') {
          next = await cancelOrder(orderId).catch(() => next);
        }
        if (!live) {
          return;
        }
        setOrder(next);
        if (next.status === 'pending' && polls < 15) {
          polls += 1;
          timer = setTimeout(() => void load(), 2000);
        }
      } catch {
        if (live) {
          setError('We could not load your order.');
        }
      }
    };
    void load();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [orderId, cancelled]);

  const outcome = order ? outcomeOf(order.status) : undefined;
  useEffect(() => {
    if (outcome === 'paid' && !cleared.current) {
      cleared.current = true;
      onPaid();
    }
  }, [outcome, onPaid]);

  if (orderId === undefined || error) {
    return (
      <section className="return-page">
        <h1>Order</h1>
        <p className="field-error">{error ?? 'No order was given.'}</p>
        <Link to="/orders">Your orders</Link>
      </section>
    );
  }
  if (!order || !outcome) {
    return <p className="muted">Checking your payment…</p>;
  }
  return (
    <section className="return-page" data-outcome={outcome}>
      <h1>{TEXT[outcome].title}</h1>
      <p>{TEXT[outcome].body}</p>
      <p>
        Order #{order.id} · {formatCents(order.totalCents, order.currency)}
      </p>
      <p className="return-page__links">
        <Link to="/orders/$id" params={{ id: String(order.id) }}>
          View order
        </Link>
        <Link to="/shop">Continue shopping</Link>
      </p>
    </section>
  );
}
