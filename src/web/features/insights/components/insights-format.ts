import type { InsightProduct } from '#core/insights/insights.schema.ts';

export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) {
    return '–';
  }
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(1)}%`;
}

export function changeClass(value: number | null | undefined): string {
  if (!value) {
    return 'insights-flat';
  }
  return value > 0 ? 'insights-up' : 'insights-down';
}

const CARD_BASE = { english: '/card/', japanese: '/japanese/card/', chinese: '/chinese/card/' };

/** A card's page; sealed products have none. */
export function productHref(
  product: Pick<InsightProduct, 'productId' | 'productType' | 'language'>,
) {
  return product.productType === 'card'
    ? `${CARD_BASE[product.language]}${encodeURIComponent(product.productId)}`
    : null;
}

export const LANGUAGES = [
  ['english', 'English'],
  ['japanese', 'Japanese'],
  ['chinese', 'Chinese'],
] as const;
