import { describe, expect, it, vi } from 'vitest';
import { SYNC_EPOCH, type SyncCursor, type SyncPage, syncAllProducts } from './sync-pages.ts';

type P = { product_id: string; name?: string };
const p = (id: string, name?: string): P => ({ product_id: id, name });

function page(products: P[], next_since: string, after_id: string | null, has_more: boolean) {
  return { products, next_since, after_id, has_more } satisfies SyncPage<P>;
}

describe('syncAllProducts', () => {
  it('reads one page when has_more is false', async () => {
    const fetchPage = vi.fn(async () => page([p('a')], 't1', 'a', false));
    expect(await syncAllProducts(fetchPage)).toEqual([p('a')]);
    expect(fetchPage).toHaveBeenCalledWith({ since: SYNC_EPOCH });
  });

  it('continues from next_since and after_id until has_more is false', async () => {
    const pages = [
      page([p('a'), p('b')], 't1', 'b', true),
      page([p('c')], 't1', 'c', true),
      page([p('a', 'renamed')], 't2', 'a', false),
    ];
    const fetchPage = vi.fn(async (_cursor: SyncCursor) => pages.shift() as SyncPage<P>);
    const products = await syncAllProducts(fetchPage);
    expect(fetchPage.mock.calls.map(([cursor]) => cursor)).toEqual([
      { since: SYNC_EPOCH },
      { since: 't1', after_id: 'b' },
      { since: 't1', after_id: 'c' },
    ]);
    expect(products).toEqual([p('b'), p('c'), p('a', 'renamed')]);
  });

  it('starts from a given cursor', async () => {
    const fetchPage = vi.fn(async () => page([], 't9', null, false));
    expect(await syncAllProducts(fetchPage, { since: 't9' })).toEqual([]);
    expect(fetchPage).toHaveBeenCalledWith({ since: 't9' });
  });

  it('stops when the cursor does not move', async () => {
    const fetchPage = async () => page([], SYNC_EPOCH, null, true);
    await expect(syncAllProducts(fetchPage)).rejects.toThrow(/did not advance/);
  });

  it('passes fetch errors on', async () => {
    const fetchPage = async (): Promise<SyncPage<P>> => {
      throw new Error('offline');
    };
    await expect(syncAllProducts(fetchPage)).rejects.toThrow('offline');
  });
});
