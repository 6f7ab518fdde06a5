import { getUnitPrice } from '../cart/cart-totals.ts';

export type PricedLine = {
  productId: number;
  name: string;
  quantity: number;
  unitPriceCents: number;
  regularPriceCents: number;
};

/** Prices order lines from database prices only; the buyer's tier picks member prices. */
export function priceOrderLines(
  lines: { id: number; quantity: number }[],
  products: Map<number, { name: string; priceCents: number; memberPriceCents: number | null }>,
  tier: number,
): { lines: PricedLine[]; subtotalCents: number; discountCents: number; totalCents: number } {
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
  const totalCents = priced.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  return { lines: priced, subtotalCents, discountCents: subtotalCents - totalCents, totalCents };
}
