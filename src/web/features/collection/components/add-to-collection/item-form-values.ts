import {
  type Condition,
  type GradingCompany,
  type UserProduct,
  type UserProductUpdate,
  userProductUpdateSchema,
} from '#core/collection/user-product.schema.ts';

/** The add / edit form as typed (numbers stay text until submitted). */
export type ItemFormValues = {
  variant: string;
  quantity: string;
  condition: Condition;
  graded: boolean;
  grading_company: GradingCompany;
  grade_score: string;
  purchase_price: string;
  binder_id: string;
  /** On the trade list friends match against their wishlists. */
  for_trade: boolean;
};

export function getEmptyFormValues(variant: string, binderId: number | null): ItemFormValues {
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
  };
}

function toNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

export type FormCheck = { ok: true; fields: UserProductUpdate } | { ok: false; message: string };

/**
 * The fields to send, checked with the same core schema as the server; an ungraded item sends
 * null company and grade. A failure names the field first ("quantity: ..."), as the server does.
 */
export function readItemForm(values: ItemFormValues): FormCheck {
  const fields: UserProductUpdate = {
    variant: values.variant,
    quantity: toNumber(values.quantity),
    condition: values.condition,
    graded: values.graded,
    grading_company: values.graded ? values.grading_company : null,
    grade_score: values.graded ? toNumber(values.grade_score) : null,
    purchase_price: values.purchase_price.trim() === '' ? null : toNumber(values.purchase_price),
    binder_id: values.binder_id === '' ? null : Number(values.binder_id),
    for_trade: values.for_trade,
  };
  const result = userProductUpdateSchema.safeParse(fields);
  if (!result.success) {
    const issue = result.error.issues[0];
    const path = issue?.path.join('.') ?? 'form';
    const message = issue?.code === 'invalid_type' ? 'must be a number' : issue?.message;
    return { ok: false, message: `${path}: ${message ?? 'is invalid'}` };
  }
  return { ok: true, fields };
}

const FIELD_NAMES = [
  'variant',
  'quantity',
  'condition',
  'graded',
  'grading_company',
  'grade_score',
  'purchase_price',
  'binder_id',
] as const;
export type ItemFieldName = (typeof FIELD_NAMES)[number];

/** The form field an error message starts with ("quantity: ..."), if any. */
export function getErrorField(message: string | null): ItemFieldName | null {
  if (!message) {
    return null;
  }
  const head = message.split(':')[0]?.trim() ?? '';
  return FIELD_NAMES.find((name) => head === name || head.endsWith(`.${name}`)) ?? null;
}
