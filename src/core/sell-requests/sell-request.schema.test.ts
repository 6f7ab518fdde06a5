import { describe, expect, it } from 'vitest';
import {
  askingPricesFormSchema,
  canAdminMove,
  createSellRequestSchema,
  offerFormSchema,
  sellRequestFormSchema,
  sellRequestNumber,
} from './sell-request.schema.ts';

const returnAddress = {
  name: 'Ash',
  line1: '1 Route',
  city: 'Pallet',
  postalCode: '1',
  country: 'jp',
};

describe('sellRequestFormSchema', () => {
  it('turns dollars typed in the form into the API body in cents', () => {
    const body = sellRequestFormSchema.parse({
      items: [{ userProductId: 4, condition: 'LP', askingPrice: '12.34' }],
      returnAddress,
    });
    expect(body.items).toEqual([{ userProductId: 4, condition: 'LP', askingCents: 1234 }]);
    expect(createSellRequestSchema.safeParse(body).success).toBe(true);
  });

  it('names the problem for an empty price, a zero price and no cards', () => {
    const messages = (input: unknown) =>
      sellRequestFormSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(
      messages({ items: [{ userProductId: 4, condition: 'NM', askingPrice: '0' }], returnAddress }),
    ).toEqual(['Enter a price above zero']);
    expect(messages({ items: [], returnAddress })).toEqual(['Select at least one card']);
  });
});

describe('status rules', () => {
  it('lets admins move only accepted → received → paid', () => {
    expect(canAdminMove('accepted', 'received')).toBe(true);
    expect(canAdminMove('received', 'paid')).toBe(true);
    expect(canAdminMove('accepted', 'paid')).toBe(false);
    expect(canAdminMove('offered', 'received')).toBe(false);
    expect(canAdminMove('paid', 'received')).toBe(false);
  });

  it('numbers requests SR- and six digits', () => {
    expect(sellRequestNumber(42)).toBe('SR-000042');
  });
});

describe('askingPricesFormSchema', () => {
  const item = { userProductId: 4, condition: 'NM' as const };
  it('sends each new price in cents, with the sell form price rule', () => {
    expect(askingPricesFormSchema.parse({ items: [{ ...item, askingPrice: '3.75' }] })).toEqual({
      items: [{ ...item, askingCents: 375 }],
    });
    const refused = askingPricesFormSchema.safeParse({ items: [{ ...item, askingPrice: '0' }] });
    expect(refused.error?.issues[0]?.message).toBe('Enter a price above zero');
  });
});

describe('offerFormSchema', () => {
  it('reads each offer in dollars as the cents of the offer body, with its rule', () => {
    expect(offerFormSchema.parse({ offers: [{ itemId: 7, offerCents: '250' }] })).toEqual({
      offers: [{ itemId: 7, offerCents: 25_000 }],
    });
    const refused = offerFormSchema.safeParse({ offers: [{ itemId: 7, offerCents: '' }] });
    expect(refused.error?.issues[0]?.message).toBe('must be a number');
  });
});
