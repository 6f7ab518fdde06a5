import { describe, expect, it } from 'vitest';
import { describeNotification, priceAlertLine } from './describe-notification.ts';

const card = { productId: 'base1-4', productName: 'Charizard' };

describe('price alert wording', () => {
  it.each([
    [
      { ...card, kind: 'product_above', priceCents: 45_000, thresholdCents: 40_000 },
      'Charizard is above $400.00',
      'Charizard is at $450.00 (your alert: above $400.00).',
      '/card/base1-4',
    ],
    [
      {
        ...card,
        kind: 'product_move',
        priceCents: 900,
        fromCents: 1_000,
        changePercent: -10,
        windowDays: 1,
      },
      'Charizard moved -10.0%',
      'Charizard went from $10.00 to $9.00 in a day.',
      '/card/base1-4',
    ],
    [
      {
        kind: 'collection_move',
        priceCents: 130_000,
        fromCents: 100_000,
        changePercent: 30,
        windowDays: 30,
      },
      'Your collection moved +30.0%',
      'Your collection went from $1000.00 to $1300.00 in 30 days.',
      '/home',
    ],
    [
      {
        ...card,
        kind: 'wishlist_drop',
        priceCents: 500,
        fromCents: 1_000,
        changePercent: -50,
        windowDays: 7,
        itemCount: 1,
      },
      'Charizard on your wishlist dropped -50.0%',
      'Charizard went from $10.00 to $5.00 in 7 days.',
      '/card/base1-4',
    ],
  ])('words %o with the prices that triggered it', (payload, title, body, link) => {
    expect(describeNotification('price_alert', payload)).toEqual({ title, body, link });
    expect(priceAlertLine(payload)).toBe(body);
  });

  it('counts the digest and says its period', () => {
    const digest = describeNotification('price_alert_digest', {
      count: 1,
      period: 'weekly',
      summary: '- a line',
    });
    expect(digest).toEqual({ title: '1 price alert this week', body: '- a line', link: '/alerts' });
  });
});
