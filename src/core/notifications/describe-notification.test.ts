import { describe, expect, it } from 'vitest';
import { describeNotification } from './describe-notification.ts';
import { isChannelOn, NOTIFICATION_TYPES } from './notification-types.ts';

describe('describeNotification', () => {
  it.each([
    [
      'sell_offer_made',
      { sellRequestId: 3, totalCents: 7550 },
      'The shop offers $75.50 for sell request #3.',
      '/profile',
    ],
    ['order_shipped', { orderId: 9, trackingNumber: null }, 'Order #9 is on its way.', '/orders/9'],
    [
      'order_shipped',
      { orderId: 9, trackingNumber: '1Z' },
      'Order #9 is on its way (tracking 1Z).',
      '/orders/9',
    ],
    [
      'friend_request_received',
      {},
      'A collector wants to be your friend on Cardfolio.',
      '/friends',
    ],
    [
      'back_in_stock',
      { productId: 4, productName: 'ETB' },
      'ETB is back in stock in the shop.',
      '/products/4',
    ],
    [
      'membership_renewing',
      { renewsOn: '2027-01-02' },
      'Your membership renews on 2027-01-02.',
      '/memberships',
    ],
  ] as const)('words %s with its payload', (type, payload, body, link) => {
    expect(describeNotification(type, payload)).toMatchObject({ body, link });
  });

  it('words every type with a title and an in-app link, even from an empty payload', () => {
    for (const type of NOTIFICATION_TYPES) {
      const text = describeNotification(type, {});
      expect(text.title.length).toBeGreaterThan(0);
      expect(text.link.startsWith('/')).toBe(true);
    }
  });
});

describe('isChannelOn', () => {
  it("follows the user's choice, else the type's default", () => {
    expect(isChannelOn({}, 'order_paid', 'email')).toBe(false);
    expect(isChannelOn({}, 'order_shipped', 'email')).toBe(true);
    expect(isChannelOn({ order_paid: { email: true } }, 'order_paid', 'email')).toBe(true);
    expect(isChannelOn({ order_shipped: { push: false } }, 'order_shipped', 'push')).toBe(false);
    expect(isChannelOn({ order_shipped: { push: false } }, 'order_shipped', 'in_app')).toBe(true);
  });
});
