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
