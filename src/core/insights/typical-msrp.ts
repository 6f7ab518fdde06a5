/**
 * Typical US launch MSRPs of Scarlet & Violet era sealed products, by product type: a booster
 * pack at $4.49 (Pokemon's US list price from Scarlet & Violet base, March 2023), a booster box
 * of 36 packs and a booster bundle of 6 packs at that pack price, an Elite Trainer Box at
 * $49.99. These are typical list prices for the type, not a per-product official price: the
 * insights job writes them into catalog_products.msrp_cents only where the catalog has none,
 * with msrp_source TYPICAL_MSRP_SOURCE, and the pages show that source.
 */
export const TYPICAL_MSRP_SOURCE = 'typical US MSRP for the product type (Scarlet & Violet era)';

/** The catalog series these typical prices apply to (Scarlet & Violet, English). */
export const TYPICAL_MSRP_SERIES = ['sv'] as const;

export const TYPICAL_MSRP_CENTS: Readonly<Record<string, number>> = {
  'booster-pack': 449,
  'sleeved-booster-pack': 449,
  'booster-bundle': 6 * 449,
  'booster-box': 36 * 449,
  'elite-trainer-box': 4999,
};

/**
 * What a grading submission costs per card in these insights: PSA's Value tier, $24.99 (2025),
 * plus $5 of shipping and insurance per card. An assumption shown on the page.
 */
export const GRADING_FEE_CENTS = 2999;

/** Percent rankings skip products that were under this price at the start of the period. */
export const PERCENT_MOVER_MIN_BASE_CENTS = 100;

/** The market index basket: the most valuable cards of each series, per language. */
export const MARKET_INDEX_CARDS_PER_SERIES = 5;

/** ROI of a sealed product against its MSRP, in percent, or null without an MSRP. */
export function roiPercent(marketCents: number, msrpCents: number | null): number | null {
  if (msrpCents === null || msrpCents <= 0) {
    return null;
  }
  return ((marketCents - msrpCents) / msrpCents) * 100;
}

/** Change in percent from `fromCents` to `toCents`, or null without a positive base. */
export function changePercent(fromCents: number | null, toCents: number): number | null {
  if (fromCents === null || fromCents <= 0) {
    return null;
  }
  return ((toCents - fromCents) / fromCents) * 100;
}
