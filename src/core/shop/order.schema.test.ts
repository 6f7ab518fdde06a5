import { describe, expect, it } from 'vitest';
import {
  canTransition,
  createOrderBodySchema,
  releasesStock,
  shippingAddressSchema,
} from './order.schema.ts';
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
  const address = {
    name: 'Ash',
    line1: '1 Route',
    city: 'Pallet',
    postalCode: '1',
    country: 'us',
    region: 'ny',
  };
  it('strips client-sent prices and upper-cases the country', () => {
    const parsed = createOrderBodySchema.parse({
      items: [{ id: 1, quantity: 2, price: 1 }],
      shippingAddress: address,
      totalCents: 1,
    });
    expect(parsed).toEqual({
      items: [{ id: 1, quantity: 2 }],
      shippingAddress: { ...address, line2: '', country: 'US', region: 'NY' },
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
    [
      'a US address without a state',
      { items: [{ id: 1, quantity: 1 }], shippingAddress: { ...address, region: '' } },
    ],
    [
      'a Canadian address with a US state',
      { items: [{ id: 1, quantity: 1 }], shippingAddress: { ...address, country: 'CA' } },
    ],
    [
      'a country that is not an ISO 3166-1 country',
      { items: [{ id: 1, quantity: 1 }], shippingAddress: { ...address, country: 'XX' } },
    ],
    [
      'a Japanese address without its prefecture',
      {
        items: [{ id: 1, quantity: 1 }],
        shippingAddress: { ...address, country: 'JP', region: '' },
      },
    ],
  ])('refuses %s', (_label, body) => {
    expect(createOrderBodySchema.safeParse(body).success).toBe(false);
  });

  it('says a country is required before anything about its form', () => {
    const result = shippingAddressSchema.safeParse({ ...address, country: ' ' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['country'],
      message: 'Country is required',
    });
  });

  it('takes a Japanese prefecture by its romanized name', () => {
    const parsed = createOrderBodySchema.parse({
      items: [{ id: 1, quantity: 1 }],
      shippingAddress: { ...address, country: 'jp', region: 'tokyo' },
    });
    expect(parsed.shippingAddress).toMatchObject({ country: 'JP', region: 'TOKYO' });
  });
});

describe('priceOrderLines', () => {
  const products = new Map([
    [1, { name: 'Box', priceCents: 10_000, memberPriceCents: 9000 }],
    [2, { name: 'Pack', priceCents: 500, memberPriceCents: null }],
  ]);
  it.each([
    [0, 'US', 21_500, 0, 0, 21_500],
    [1, 'US', 21_500, 2000, 0, 19_500],
    [0, 'DE', 21_500, 0, 2499, 23_999],
  ])(
    'tier %s to %s: subtotal %s, discount %s, shipping %s, total %s',
    (tier, country, subtotal, discount, shipping, total) => {
      const priced = priceOrderLines(
        [
          { id: 1, quantity: 2 },
          { id: 2, quantity: 3 },
        ],
        products,
        tier,
        country,
      );
      expect([
        priced.subtotalCents,
        priced.discountCents,
        priced.shippingCents,
        priced.totalCents,
      ]).toEqual([subtotal, discount, shipping, total]);
    },
  );

  it('charges US shipping below the free-shipping threshold', () => {
    const priced = priceOrderLines([{ id: 2, quantity: 1 }], products, 0, 'US');
    expect([priced.shippingCents, priced.totalCents]).toEqual([599, 1099]);
  });
});
