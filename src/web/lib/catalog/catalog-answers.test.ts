import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '#core/collection/collection-csv.fixtures.ts';
import {
  SYNC_FAILED,
  syncedProductsQueryOptions,
} from '../../features/search/api/get-synced-products.ts';
import { searchCards } from '../../features/search/api/search-cards.ts';
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

const feedPage = (products: unknown[]) => ({
  products,
  count: products.length,
  next_since: '2026-01-01T00:00:00.000Z',
  after_id: null,
  has_more: false,
});

/** The whole feed read as the search page reads it (a fresh cache each time). */
const syncAll = () => new QueryClient().fetchQuery(syncedProductsQueryOptions());

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
    answer({ cards: 'none', total: 0 });
    await expect(searchCards('char', 1, 20)).rejects.toThrow('Failed to search cards');
  });

  it('the sync feed keeps the fields the browser reads and rejects a page without them', async () => {
    answer(feedPage([makeProduct()]));
    const [card] = await syncAll();
    expect(card).toMatchObject({ product_id: 'base1-4', market_price: 300, rarity: 'Rare' });
    answer(feedPage([{ ...makeProduct(), product_name: null }]));
    await expect(syncAll()).rejects.toThrow(SYNC_FAILED);
    answer({ products: [] });
    await expect(syncAll()).rejects.toThrow(SYNC_FAILED);
  });
});
