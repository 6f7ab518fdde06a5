import { describe, expect, it } from 'vitest';
import type { ShopProduct } from '#core/shop/product.schema.ts';
import { EMPTY_PRODUCT_STORE, productReducer } from './product-store.ts';

const product = (id: number): ShopProduct => ({
  id,
  name: `P${id}`,
  description: '',
  images: { imageUrl: null, mainImage: null },
  price_cents: 100,
  member_price_cents: null,
  currency: 'USD',
  stock: 1,
  categoryId: 1,
  member_only: false,
  hidden: false,
});

describe('productReducer', () => {
  it('stores a page of products by id with the total', () => {
    let state = productReducer(EMPTY_PRODUCT_STORE, { type: 'listLoading' });
    expect(state.loading).toBe(true);
    state = productReducer(state, {
      type: 'listLoaded',
      products: [product(1), product(2)],
      total: 9,
    });
    expect(state).toMatchObject({ ids: [1, 2], total: 9, loading: false, error: null });
    expect(Object.keys(state.byId)).toEqual(['1', '2']);
  });

  it('keeps the current product and records failures with their text', () => {
    let state = productReducer(EMPTY_PRODUCT_STORE, { type: 'productLoaded', product: product(3) });
    expect(state.current?.id).toBe(3);
    state = productReducer(state, { type: 'failed', error: 'Failed to fetch product' });
    expect(state).toMatchObject({ loading: false, error: 'Failed to fetch product' });
  });
});
