import { describe, expect, it } from 'vitest';
import { type ItemFormValues, itemFormSchema, scanAddFormSchema } from './item-form.schema.ts';

const typed: ItemFormValues = {
  variant: 'normal',
  quantity: '2',
  condition: 'LP',
  graded: true,
  grading_company: 'PSA',
  grade_score: '9.5',
  purchase_price: '12.50',
  binder_id: '3',
  for_trade: false,
  copy_language: 'FR',
};

const issuesOf = (values: Partial<ItemFormValues>) =>
  itemFormSchema
    .safeParse({ ...typed, ...values })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('itemFormSchema', () => {
  it('reads the typed text as the numbers the API takes', () => {
    expect(itemFormSchema.parse(typed)).toEqual({
      ...typed,
      quantity: 2,
      grade_score: 9.5,
      purchase_price: 12.5,
      binder_id: 3,
    });
  });

  it('sends no company or grade for an ungraded item, and no price or binder when empty', () => {
    expect(
      itemFormSchema.parse({ ...typed, graded: false, purchase_price: ' ', binder_id: '' }),
    ).toMatchObject({
      grading_company: null,
      grade_score: null,
      purchase_price: null,
      binder_id: null,
    });
  });

  it.each([
    [{ quantity: '0' }, 'quantity', 'quantity must be at least 1'],
    [{ quantity: '1.5' }, 'quantity', 'quantity must be a whole number'],
    [{ quantity: '' }, 'quantity', 'must be a number'],
    [{ quantity: '10000' }, 'quantity', 'quantity must be at most 9999'],
    [{ grade_score: '9.3' }, 'grade_score', 'grade_score must be a whole or half grade'],
    [{ purchase_price: 'ten' }, 'purchase_price', 'must be a number'],
  ])('names the field of the broken API rule: %o', (values, field, message) => {
    expect(issuesOf(values)).toEqual([[field, message]]);
  });
});

describe('scanAddFormSchema', () => {
  it('keeps an unpicked variant empty and reads the quantity with the API rule', () => {
    expect(scanAddFormSchema.parse({ variant: '', condition: 'NM', quantity: '3' })).toEqual({
      variant: '',
      condition: 'NM',
      quantity: 3,
    });
    expect(
      scanAddFormSchema.safeParse({ variant: 'holo', condition: 'NM', quantity: '0' }).success,
    ).toBe(false);
  });
});
