import { describe, expect, it } from 'vitest';
import { canTransition, createOrderBodySchema, releasesStock } from './order.schema.ts';
import { priceOrderLines } from './order-pricing.ts';

describe('order status transitions', () => {
  it.each([
    ['pending', 'paid', true],
    ['pending', 'expired', true],
    ['paid', 'shipped', true],
    ['shipped', 'refunded', true],
    ['paid', 'pending', false],
    ['expired', 'paid', false],
    ['refunded', 'shipped', false],
  ] as const)('%s -> %s allowed: %s', (from, to, expected) => {
    expect(canTransition(from, to)).toBe(expected);
  });

  it.each([
    ['pending', 'failed', true],
    ['pending', 'paid', false],
    ['paid', 'refunded', true],
    ['shipped', 'refunded', false],
    ['paid', 'shipped', false],
  ] as const)('%s -> %s releases stock: %s', (from, to, expected) => {
    expect(releasesStock(from, to)).toBe(expected);
  });
});

describe('createOrderBodySchema', () => {
  const address = { name: 'Ash', line1: '1 Route', city: 'Pallet', postalCode: '1', country: 'us' };
  it('strips client-sent prices and upper-cases the country', () => {
    const parsed = createOrderBodySchema.parse({
      items: [{ id: 1, quantity: 2, price: 1 }],
      shippingAddress: address,
      totalCents: 1,
    });
    expect(parsed).toEqual({
      items: [{ id: 1, quantity: 2 }],
      shippingAddress: { ...address, line2: '', country: 'US' },
    });
  });

  it.each([
    ['an empty cart', { items: [], shippingAddress: address }],
    [
      'a duplicate line',
      {
        items: [
          { id: 1, quantity: 1 },
          { id: 1, quantity: 1 },
        ],
        shippingAddress: address,
      },
    ],
    ['no address', { items: [{ id: 1, quantity: 1 }] }],
  ])('refuses %s', (_label, body) => {
    expect(createOrderBodySchema.safeParse(body).success).toBe(false);
  });
});

describe('priceOrderLines', () => {
  const products = new Map([
    [1, { name: 'Box', priceCents: 10_000, memberPriceCents: 9000 }],
    [2, { name: 'Pack', priceCents: 500, memberPriceCents: null }],
  ]);
  it.each([
    [0, 21_500, 0, 21_500],
    [1, 21_500, 2000, 19_500],
  ])('tier %s: subtotal %s, discount %s, total %s', (tier, subtotal, discount, total) => {
    const priced = priceOrderLines(
      [
        { id: 1, quantity: 2 },
        { id: 2, quantity: 3 },
      ],
      products,
      tier,
    );
    expect([priced.subtotalCents, priced.discountCents, priced.totalCents]).toEqual([
      subtotal,
      discount,
      total,
    ]);
  });
});
