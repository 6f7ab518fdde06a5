import type { CatalogLanguage } from '#core/catalog/catalog-language.ts';
import { printingKeyLabel } from '#core/collection/printing-key.ts';
import type { ScanMatch } from '#core/scan/scan-result.schema.ts';
import { formatPrice } from '#web/lib/display-money.ts';

/** Below this confidence the result asks the user to check it, or retake. */
export const LOW_CONFIDENCE = 0.6;

/** Below this confidence of the best match, the results suggest outlining the card by hand. */
export const ADJUST_CORNERS_CONFIDENCE = 0.5;

export function formatConfidence(confidence: number): string {
  return `${Math.round(confidence * 100)}% match`;
}

export function isLowConfidence(match: ScanMatch): boolean {
  return match.confidence < LOW_CONFIDENCE;
}

/** 'Brilliant Stars · #50' (whatever of the two is known). */
export function describeMatch(match: ScanMatch): string {
  const { set_name: setName, card_number: number } = match.database;
  return [setName, number ? `#${number}` : null].filter(Boolean).join(' · ');
}

const LANGUAGE_NAMES: Record<CatalogLanguage, string> = {
  english: 'English',
  japanese: 'Japanese',
  chinese: 'Chinese',
};

/** 'Brilliant Stars · #50 · Japanese': enough to tell two matches of one name apart. */
export function describeEdition(match: ScanMatch): string {
  const set = describeMatch(match) || 'Set unknown';
  return `${set} · ${LANGUAGE_NAMES[match.database.language]}`;
}

/** 'Market price $345.67 (Holo – Shadowless)' in the display currency, or that there is none. */
export function describePrice(match: ScanMatch): string {
  const { market_price: price, price_variant: variant } = match.database;
  if (price === null) {
    return 'No market price yet';
  }
  const printing = variant ? ` (${printingKeyLabel(variant)})` : '';
  return `Market price ${formatPrice(price)}${printing}`;
}

/** Whether the best match is weak enough to suggest adjusting the corners. */
export function suggestsAdjusting(best: ScanMatch | undefined): boolean {
  return best !== undefined && best.confidence < ADJUST_CORNERS_CONFIDENCE;
}
