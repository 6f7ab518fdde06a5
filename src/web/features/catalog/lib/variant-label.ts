import type { CardVariant } from '#core/catalog/product.schema.ts';

const TYPE_LABELS: Record<string, string> = {
  normal: 'Normal',
  holo: 'Holo',
  reverse: 'Reverse holo',
  metal: 'Metal',
  lenticular: 'Lenticular',
};

const WORD_LABELS: Record<string, string> = {
  pokeball: 'Poké Ball',
  masterball: 'Master Ball',
  loveball: 'Love Ball',
  '1st-edition': '1st edition',
  'e-reader': 'e-Reader',
};

/** 'cracked-ice' -> 'cracked ice', with a few known spellings. */
function humanize(value: string): string {
  return WORD_LABELS[value] ?? value.replace(/[-_]+/g, ' ').trim();
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A readable name for one printing: 'Holo – 1st edition stamp',
 * 'Reverse holo – Master Ball foil', 'Holo – Shadowless – Jumbo'.
 */
export function getVariantLabel(variant: CardVariant): string {
  const parts = [TYPE_LABELS[variant.type] ?? capitalize(humanize(variant.type))];
  if (variant.subtype) {
    parts.push(capitalize(humanize(variant.subtype)));
  }
  if (variant.foil) {
    parts.push(`${humanize(variant.foil)} foil`);
  }
  if (variant.stamp && variant.stamp.length > 0) {
    const stamps = variant.stamp.map(humanize).join(' + ');
    parts.push(`${stamps} stamp`);
  }
  if (variant.size && variant.size !== 'standard') {
    parts.push(capitalize(humanize(variant.size)));
  }
  return parts.join(' – ');
}

/** Distinct labels in catalog order; a card without variant data is a single normal printing. */
export function getVariantLabels(variants: readonly CardVariant[] | null | undefined): string[] {
  if (!variants || variants.length === 0) {
    return [];
  }
  return [...new Set(variants.map(getVariantLabel))];
}
