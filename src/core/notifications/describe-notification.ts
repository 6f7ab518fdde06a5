import type { NotificationType } from './notification-types.ts';

/** What an event carries: names, ids and amounts (cents) to word the notification. */
export type NotificationPayload = Record<string, string | number | boolean | null>;

export type NotificationText = {
  title: string;
  body: string;
  /** A path in the app, opened from the centre, the mail and the push. */
  link: string;
};

const text = (payload: NotificationPayload, key: string, fallback = '') => {
  const value = payload[key];
  return value === undefined || value === null ? fallback : String(value);
};

/** US cents as "$12.34" (the shop's currency). */
function dollars(payload: NotificationPayload, key: string): string {
  const cents = Number(payload[key] ?? 0);
  return `$${(cents / 100).toFixed(2)}`;
}

type Describe = (payload: NotificationPayload) => NotificationText;

const percent = (p: NotificationPayload) => {
  const value = Number(p.changePercent ?? 0);
  return `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;
};
const windowText = (p: NotificationPayload) =>
  p.windowDays === 1 ? 'in a day' : `in ${text(p, 'windowDays')} days`;

/** A price alert's hit, with the prices that triggered it. */
function describePriceAlert(p: NotificationPayload): NotificationText {
  const name = text(p, 'productName', 'A card');
  const productLink = `/card/${text(p, 'productId')}`;
  switch (p.kind) {
    case 'product_above':
      return {
        title: `${name} is above ${dollars(p, 'thresholdCents')}`,
        body: `${name} is at ${dollars(p, 'priceCents')} (your alert: above ${dollars(p, 'thresholdCents')}).`,
        link: productLink,
      };
    case 'product_below':
      return {
        title: `${name} is below ${dollars(p, 'thresholdCents')}`,
        body: `${name} is at ${dollars(p, 'priceCents')} (your alert: below ${dollars(p, 'thresholdCents')}).`,
        link: productLink,
      };
    case 'product_move':
      return {
        title: `${name} moved ${percent(p)}`,
        body: `${name} went from ${dollars(p, 'fromCents')} to ${dollars(p, 'priceCents')} ${windowText(p)}.`,
        link: productLink,
      };
    case 'collection_move':
      return {
        title: `Your collection moved ${percent(p)}`,
        body: `Your collection went from ${dollars(p, 'fromCents')} to ${dollars(p, 'priceCents')} ${windowText(p)}.`,
        link: '/home',
      };
    default:
      return {
        title: `${name} on your wishlist dropped ${percent(p)}`,
        body: `${name} went from ${dollars(p, 'fromCents')} to ${dollars(p, 'priceCents')} ${windowText(p)}${Number(p.itemCount ?? 1) > 1 ? ` (${text(p, 'itemCount')} wishlist items dropped)` : ''}.`,
        link: productLink,
      };
  }
}

/** One line per alert hit, for the digest mail. */
export function priceAlertLine(p: NotificationPayload): string {
  return describePriceAlert(p).body;
}

const DESCRIBE: Record<NotificationType, Describe> = {
  friend_request_received: (p) => ({
    title: 'New friend request',
    body: `${text(p, 'fromName', 'A collector')} wants to be your friend on Cardfolio.`,
    link: '/friends',
  }),
  friend_request_accepted: (p) => ({
    title: 'Friend request accepted',
    body: `${text(p, 'byName', 'A collector')} accepted your friend request.`,
    link: '/friends',
  }),
  sell_offer_made: (p) => ({
    title: 'You have an offer',
    body: `The shop offers ${dollars(p, 'totalCents')} for sell request #${text(p, 'sellRequestId')}.`,
    link: '/profile',
  }),
  sell_offer_answered: (p) => ({
    title: p.accepted ? 'Sell offer accepted' : 'Sell offer declined',
    body: `The seller ${p.accepted ? 'accepted' : 'declined'} the offer on sell request #${text(p, 'sellRequestId')}.`,
    link: '/admin/sell-requests',
  }),
  sell_request_received: (p) => ({
    title: 'Your cards arrived',
    body: `The shop received the cards of sell request #${text(p, 'sellRequestId')}.`,
    link: '/profile',
  }),
  sell_request_paid: (p) => ({
    title: 'Sell request paid',
    body: `The shop paid sell request #${text(p, 'sellRequestId')}.`,
    link: '/profile',
  }),
  order_paid: (p) => ({
    title: 'Order paid',
    body: `We received the payment for order #${text(p, 'orderId')} (${dollars(p, 'totalCents')}).`,
    link: `/orders/${text(p, 'orderId')}`,
  }),
  order_shipped: (p) => ({
    title: 'Order shipped',
    body: `Order #${text(p, 'orderId')} is on its way${p.trackingNumber ? ` (tracking ${text(p, 'trackingNumber')})` : ''}.`,
    link: `/orders/${text(p, 'orderId')}`,
  }),
  order_refunded: (p) => ({
    title: 'Order refunded',
    body: `Order #${text(p, 'orderId')} was refunded.`,
    link: `/orders/${text(p, 'orderId')}`,
  }),
  membership_renewing: (p) => ({
    title: 'Membership renewing soon',
    body: `Your membership renews${p.renewsOn ? ` on ${text(p, 'renewsOn')}` : ' soon'}.`,
    link: '/memberships',
  }),
  membership_payment_failed: () => ({
    title: 'Membership payment failed',
    body: 'The payment for your membership failed. Check your card to keep your benefits.',
    link: '/memberships',
  }),
  giveaway_won: (p) => ({
    title: 'You won the giveaway!',
    body: `You won the ${text(p, 'month')} members' giveaway. We will be in touch about your prize.`,
    link: '/memberships',
  }),
  back_in_stock: (p) => ({
    title: 'Back in stock',
    body: `${text(p, 'productName', 'A product on your wishlist')} is back in stock in the shop.`,
    link: `/products/${text(p, 'productId')}`,
  }),
  price_alert: describePriceAlert,
  price_alert_digest: (p) => ({
    title: `${text(p, 'count', '0')} price alert${p.count === 1 ? '' : 's'} ${p.period === 'weekly' ? 'this week' : 'today'}`,
    body: text(p, 'summary'),
    link: '/alerts',
  }),
  admin_new_sell_request: (p) => ({
    title: 'New sell request',
    body: `Sell request #${text(p, 'sellRequestId')} was submitted.`,
    link: '/admin/sell-requests',
  }),
  admin_new_contact_message: (p) => ({
    title: 'New contact message',
    body: `${text(p, 'name', 'Someone')} wrote about "${text(p, 'topic')}".`,
    link: '/admin/contact-messages',
  }),
};

/** The words and the link of a notification, the same in the centre, the mail and the push. */
export function describeNotification(
  type: NotificationType,
  payload: NotificationPayload,
): NotificationText {
  return DESCRIBE[type](payload);
}
