import { printingKeyLabel } from '#core/collection/printing-key.ts';
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

/** The printing's label: 'Holo – Shadowless – 1st edition stamp', 'Reverse holo' for 'reverse'. */
export function getItemVariantLabel(item: Pick<UserProduct, 'variant'>): string {
  return printingKeyLabel(item.variant);
}

/** 'Scarlet & Violet · #25' (either part may be missing). */
export function getSetLine(item: UserProduct): string {
  const product = item.TCGProduct;
  return [product.set_name, product.number ? `#${product.number}` : null]
    .filter(Boolean)
    .join(' · ');
}
