import { getVariantOptions } from '#core/collection/client-rules.ts';
import type { UserProduct } from '#core/collection/user-product.schema.ts';

export type Tone = 'up' | 'down' | 'flat';

export function getTone(amount: number | null | undefined): Tone {
  if (!amount) {
    return 'flat';
  }
  return amount > 0 ? 'up' : 'down';
}

/** 'PSA 10' for a graded item, else its condition ('NM'). */
export function getGradeLabel(item: UserProduct): string {
  if (item.graded && item.grading_company && item.grade_score !== null) {
    return `${item.grading_company} ${item.grade_score}`;
  }
  return item.condition;
}

/** 'Reverse holo' for 'reverse'; unknown variants are shown as typed. */
export function getItemVariantLabel(item: UserProduct): string {
  return getVariantOptions([{ type: item.variant }])[0]?.label ?? item.variant;
}

/** 'Scarlet & Violet · #25' (either part may be missing). */
export function getSetLine(item: UserProduct): string {
  const product = item.TCGProduct;
  return [product.set_name, product.number ? `#${product.number}` : null]
    .filter(Boolean)
    .join(' · ');
}
