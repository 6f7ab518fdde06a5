/** Every kind of notification the app sends, in the order /profile lists them. */
export const NOTIFICATION_TYPES = [
  'friend_request_received',
  'friend_request_accepted',
  'sell_offer_made',
  'sell_offer_answered',
  'sell_request_received',
  'sell_request_paid',
  'order_paid',
  'order_shipped',
  'order_refunded',
  'membership_renewing',
  'membership_payment_failed',
  'giveaway_won',
  'back_in_stock',
  'price_alert',
  'price_alert_digest',
  'admin_new_sell_request',
  'admin_new_contact_message',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

type TypeInfo = {
  /** The row label on /profile. */
  label: string;
  /** Shown to admins only (they are about the shop's inbox). */
  adminOnly: boolean;
  /** Channels on until the user changes them. */
  defaults: Record<NotificationChannel, boolean>;
};

const ALL_ON = { in_app: true, email: true, push: true };
const QUIET_MAIL = { in_app: true, email: false, push: true };

export const NOTIFICATION_TYPE_INFO: Record<NotificationType, TypeInfo> = {
  friend_request_received: { label: 'Friend request received', adminOnly: false, defaults: ALL_ON },
  friend_request_accepted: { label: 'Friend request accepted', adminOnly: false, defaults: ALL_ON },
  sell_offer_made: { label: 'Offer on your sell request', adminOnly: false, defaults: ALL_ON },
  sell_offer_answered: {
    label: 'Sell offer accepted or declined',
    adminOnly: true,
    defaults: ALL_ON,
  },
  sell_request_received: {
    label: 'Sell request cards received',
    adminOnly: false,
    defaults: ALL_ON,
  },
  sell_request_paid: { label: 'Sell request paid', adminOnly: false, defaults: ALL_ON },
  // The receipt mail already tells it: no second mail unless asked for.
  order_paid: { label: 'Order paid', adminOnly: false, defaults: QUIET_MAIL },
  order_shipped: { label: 'Order shipped', adminOnly: false, defaults: ALL_ON },
  order_refunded: { label: 'Order refunded', adminOnly: false, defaults: ALL_ON },
  membership_renewing: { label: 'Membership renewing', adminOnly: false, defaults: ALL_ON },
  membership_payment_failed: {
    label: 'Membership payment failed',
    adminOnly: false,
    defaults: ALL_ON,
  },
  giveaway_won: { label: 'Giveaway won', adminOnly: false, defaults: ALL_ON },
  back_in_stock: { label: 'Wishlisted product back in stock', adminOnly: false, defaults: ALL_ON },
  price_alert: { label: 'Price alert', adminOnly: false, defaults: ALL_ON },
  // The digest is a mail only: its alerts are already in the centre one by one.
  price_alert_digest: {
    label: 'Price alert digest (daily or weekly)',
    adminOnly: false,
    defaults: { in_app: false, email: true, push: false },
  },
  admin_new_sell_request: { label: 'New sell request', adminOnly: true, defaults: QUIET_MAIL },
  admin_new_contact_message: {
    label: 'New contact message',
    adminOnly: true,
    defaults: QUIET_MAIL,
  },
};

/** Whether a channel is on for a type, given the user's own choices (type → channel → on). */
export function isChannelOn(
  choices: Partial<Record<string, Partial<Record<NotificationChannel, boolean>>>>,
  type: NotificationType,
  channel: NotificationChannel,
): boolean {
  return choices[type]?.[channel] ?? NOTIFICATION_TYPE_INFO[type].defaults[channel];
}
