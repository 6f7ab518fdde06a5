import type { CatalogLanguage } from '#core/catalog/catalog-language.ts';
import { CARD_COPY_LANGUAGE, getCopyLanguage } from '#core/collection/copy-language.ts';
import type { ItemFormValues } from '#core/collection/item-form.schema.ts';
import type { UserProduct } from '#core/collection/user-product.schema.ts';

export function getEmptyFormValues(
  variant: string,
  binderId: number | null,
  cardLanguage: CatalogLanguage,
): ItemFormValues {
  return {
    variant,
    quantity: '1',
    condition: 'NM',
    graded: false,
    grading_company: 'PSA',
    grade_score: '10',
    purchase_price: '',
    binder_id: binderId === null ? '' : String(binderId),
    for_trade: false,
    copy_language: CARD_COPY_LANGUAGE[cardLanguage],
  };
}

export function getItemFormValues(item: UserProduct): ItemFormValues {
  return {
    variant: item.variant,
    quantity: String(item.quantity),
    condition: item.condition,
    graded: item.graded,
    grading_company: item.grading_company ?? 'PSA',
    grade_score: item.grade_score === null ? '10' : String(item.grade_score),
    purchase_price: item.purchase_price === null ? '' : String(item.purchase_price),
    binder_id: item.binder_id === null ? '' : String(item.binder_id),
    for_trade: item.for_trade ?? false,
    copy_language: getCopyLanguage(item),
  };
}
