import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '#core/collection/collection-csv.fixtures.ts';
import { getProduct } from './get-product.ts';
import { getSetProducts } from './get-set-products.ts';
import { getSets } from './get-sets.ts';

/** A server that answers every GET with this body (status 200). */
function answer(body: unknown) {
  vi.stubGlobal('fetch', async () => Response.json(body));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('catalog answers are held to their schemas', () => {
  it('a product, set products and set lists that match are returned', async () => {
    answer(makeProduct());
    await expect(getProduct('base1-4')).resolves.toMatchObject({ product_name: 'Charizard' });
    answer({ products: [makeProduct()] });
    await expect(getSetProducts('base1')).resolves.toHaveLength(1);
  });

  it('a malformed answer is the call error, not wrong data', async () => {
    answer({ ...makeProduct(), market_price: '300' });
    await expect(getProduct('base1-4')).rejects.toThrow('Failed to fetch product');
    answer({ products: [{ product_id: 'base1-4' }] });
    await expect(getSetProducts('base1')).rejects.toThrow('Failed to fetch products');
    answer([{ id: 'base1' }]);
    await expect(getSets('english')).rejects.toThrow('Failed to fetch sets');
  });
});
