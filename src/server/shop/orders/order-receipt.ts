import { formatCents } from '#core/shop/money.ts';
import type { Order } from '#core/shop/order.schema.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import type { OutgoingMail } from '../../mail/outbox.repository.ts';

/** The receipt mailed when an order is paid. */
export function orderReceiptMail(to: string, order: Order, websiteUrl: string): OutgoingMail {
  const money = (cents: number) => formatCents(cents, order.currency);
  const rows = order.lines.map(
    (line) => `${line.quantity} x ${line.name} @ ${money(line.unitPriceCents)}`,
  );
  const totals = [
    `Subtotal: ${money(order.subtotalCents)}`,
    ...(order.discountCents > 0 ? [`Member discount: -${money(order.discountCents)}`] : []),
    `Shipping: ${money(order.shippingCents)}`,
    `Total paid: ${money(order.totalCents)}`,
  ];
  const link = `${websiteUrl}/orders/${order.id}`;
  const a = order.shippingAddress;
  const address = [
    a.name,
    a.line1,
    a.line2,
    `${a.postalCode} ${a.city}`,
    [a.region, a.country].filter(Boolean).join(' '),
  ].filter(Boolean);
  const text = [
    `Thank you for your order #${order.id}.`,
    '',
    ...rows,
    '',
    ...totals,
    '',
    'Ships to:',
    ...address,
    '',
    `Order details: ${link}`,
    '',
    '— Cardfolio',
  ].join('\n');
  const list = (items: string[]) => items.map((item) => escapeHtml(item)).join('<br>');
  const html = `<p>Thank you for your order #${order.id}.</p><p>${list(rows)}</p><p>${list(totals)}</p><p>Ships to:<br>${list(address)}</p><p><a href="${escapeHtml(link)}">Order details</a></p><p>— Cardfolio</p>`;
  return { to, subject: `Your Cardfolio receipt for order #${order.id}`, text, html };
}
