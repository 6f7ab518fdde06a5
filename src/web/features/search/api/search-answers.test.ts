import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '#core/collection/collection-csv.fixtures.ts';
import {
  SYNC_FAILED,
  syncedProductsQueryOptions,
} from '../../../lib/catalog/get-synced-products.ts';
import { searchCards } from './search-cards.ts';

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

describe('search answers are held to their schemas', () => {
  it('a malformed card search answer is the call error', async () => {
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
