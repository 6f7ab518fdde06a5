import { getUnitPrice } from '../cart/cart-totals.ts';
import { shippingCents } from './shipping.ts';

export type PricedLine = {
  productId: number;
  name: string;
  quantity: number;
  unitPriceCents: number;
  regularPriceCents: number;
};

export type PricedOrder = {
  lines: PricedLine[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
};

/**
 * Prices an order from database prices only; the buyer's tier picks member prices, and the
 * destination country the shipping (included in the total).
 */
export function priceOrderLines(
  lines: { id: number; quantity: number }[],
  products: Map<number, { name: string; priceCents: number; memberPriceCents: number | null }>,
  tier: number,
  country: string,
): PricedOrder {
  const priced = lines.map((line) => {
    const product = products.get(line.id);
    if (!product) {
      throw new Error(`product ${line.id} missing`);
    }
    const unit = getUnitPrice(
      { price: product.priceCents, member_price: product.memberPriceCents },
      tier,
    );
    return {
      productId: line.id,
      name: product.name,
      quantity: line.quantity,
      unitPriceCents: unit,
      regularPriceCents: product.priceCents,
    };
  });
  const subtotalCents = priced.reduce((sum, l) => sum + l.regularPriceCents * l.quantity, 0);
  const goodsCents = priced.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const shipping = shippingCents(country, goodsCents);
  return {
    lines: priced,
    subtotalCents,
    discountCents: subtotalCents - goodsCents,
    shippingCents: shipping,
    totalCents: goodsCents + shipping,
  };
}
