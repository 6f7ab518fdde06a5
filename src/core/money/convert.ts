/**
 * Conversions between a currency and US dollars at a rate given as units of the currency per
 * US dollar (EUR 0.92: $1 buys EUR 0.92). Amounts are in minor units (cents); results round to
 * whole minor units.
 */
export function toUsdCents(nativeCents: number, unitsPerUsd: number): number {
  assertRate(unitsPerUsd);
  return Math.round(nativeCents / unitsPerUsd);
}

export function fromUsdCents(usdCents: number, unitsPerUsd: number): number {
  assertRate(unitsPerUsd);
  return Math.round(usdCents * unitsPerUsd);
}

function assertRate(unitsPerUsd: number): void {
  if (!(Number.isFinite(unitsPerUsd) && unitsPerUsd > 0)) {
    throw new RangeError(`an exchange rate must be a positive number, got ${unitsPerUsd}`);
  }
}
