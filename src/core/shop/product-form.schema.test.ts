import { describe, expect, it } from 'vitest';
import { productFormSchema, productPriceFormSchema, restockFormSchema } from './product.schema.ts';

const typed = {
  name: ' Booster Bundle ',
  price_cents: '24.99',
  member_price_cents: '',
  stock: '7',
  categoryId: '',
  imageUrl: '',
};

const issuesOf = (values: Partial<typeof typed>) =>
  productFormSchema
    .safeParse({ ...typed, ...values })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the admin product forms', () => {
  it('read dollars as cents and empty optional fields as null', () => {
    expect(productFormSchema.parse(typed)).toEqual({
      name: 'Booster Bundle',
      price_cents: 2499,
      member_price_cents: null,
      stock: 7,
      categoryId: null,
      imageUrl: null,
    });
  });

  it.each([
    [{ name: '  ' }, 'name', 'Name is required'],
    [{ price_cents: '' }, 'price_cents', 'must be a number'],
    [{ member_price_cents: '30' }, 'member_price_cents', 'must not exceed the price'],
    [{ imageUrl: 'ftp://x' }, 'imageUrl', 'must be an http(s) URL'],
  ])('keep the create body rules, on the same field names: %o', (values, field, message) => {
    expect(issuesOf(values)).toEqual([[field, message]]);
  });

  it('check the row price and the restock count with the edit and restock rules', () => {
    expect(productPriceFormSchema.parse({ price_cents: '5.5' })).toEqual({ price_cents: 550 });
    expect(productPriceFormSchema.safeParse({ price_cents: '-1' }).success).toBe(false);
    expect(restockFormSchema.parse({ delta: '-2' })).toEqual({ delta: -2 });
    expect(restockFormSchema.safeParse({ delta: '1.5' }).success).toBe(false);
  });
});
