import { describe, expect, it } from 'vitest';
import { makeItem, makeProduct } from '#core/collection/collection-csv.fixtures.ts';
import type { UserProductInput } from '#core/collection/user-product.schema.ts';
import { createRequest } from '../../../lib/api-client.ts';
import { bulkCreateUserProducts } from './bulk-create-user-products.ts';
import type { CollectionDeps } from './collection-request.ts';
import { createUserProduct } from './create-user-product.ts';
import { deleteUserProduct } from './delete-user-product.ts';
import { fetchBinders } from './get-binders.ts';
import { fetchCollectionValues } from './get-collection-values.ts';
import { fetchPortfolioSnapshots } from './get-portfolio-snapshots.ts';
import { fetchPriceHistory } from './get-price-history.ts';
import { fetchUserProducts } from './get-user-products.ts';
import { moveItemsToBinder } from './move-items-to-binder.ts';
import { updateUserProduct } from './update-user-product.ts';

type Reply = { status: number; body?: unknown };
type Handler = (method: string, path: string, body: unknown) => Reply;

function json({ status, body }: Reply): Response {
  return new Response(status === 204 ? null : JSON.stringify(body ?? {}), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The real request wrapper over a fake server; records calls and waits. */
function setup(handler: Handler) {
  const calls: string[] = [];
  const waits: number[] = [];
  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    calls.push(`${method} ${path}`);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return json(handler(method, path, body));
  }) as typeof fetch;
  const request = createRequest({ fetch: fakeFetch, readCsrfCookie: () => 'token' });
  const deps: CollectionDeps = {
    request,
    wait: async (ms) => {
      waits.push(ms);
    },
  };
  const api = {
    fetchUserProducts: () => fetchUserProducts(deps),
    createUserProduct: (item: typeof input) => createUserProduct(item, deps),
    bulkCreateUserProducts: (items: (typeof input)[]) => bulkCreateUserProducts(items, deps),
    updateUserProduct: (id: number, patch: Parameters<typeof updateUserProduct>[1]) =>
      updateUserProduct(id, patch, deps),
    deleteUserProduct: (id: number) => deleteUserProduct(id, deps),
    fetchPriceHistory: (id: string, variant: string) => fetchPriceHistory(id, variant, deps),
    moveItemsToBinder: (ids: number[], binderId: number | null) =>
      moveItemsToBinder(ids, binderId, deps),
    fetchCollectionValues: () => fetchCollectionValues(deps),
    fetchBinders: () => fetchBinders(deps),
    fetchPortfolioSnapshots: () => fetchPortfolioSnapshots(null, deps),
  };
  return { api, calls, waits };
}

const serverError = (message: string, status = 400): Reply => ({
  status,
  body: { error: { code: 'VALIDATION_FAILED', message } },
});
const input: UserProductInput = { product_id: 'sv1-1' };
const item = (id: number, overrides: Parameters<typeof makeItem>[2] = {}) =>
  makeItem(id, makeProduct(), overrides);

describe('createUserProduct', () => {
  it('posts, reads the item back and returns it', async () => {
    const { api, calls, waits } = setup((method) =>
      method === 'POST' ? { status: 201, body: item(7) } : { status: 200, body: item(7) },
    );
    await expect(api.createUserProduct(input)).resolves.toMatchObject({ id: 7 });
    expect(calls).toEqual(['POST /api/iOSUserCards/', 'GET /api/iOSUserCards/7']);
    expect(waits).toEqual([500]);
  });

  it('passes on the server message of a rejected create', async () => {
    const { api } = setup(() => serverError('quantity must be at least 1'));
    await expect(api.createUserProduct(input)).rejects.toThrow('quantity must be at least 1');
  });

  it('says "Failed to create user product" when the server gives no message', async () => {
    const { api } = setup(() => ({ status: 500, body: 'oops' }));
    await expect(api.createUserProduct(input)).rejects.toThrow('Failed to create user product');
  });

  it('rejects a created item without a numeric id', async () => {
    const { api } = setup(() => ({ status: 201, body: { id: '7' } }));
    await expect(api.createUserProduct(input)).rejects.toThrow(
      'Backend returned invalid data - missing item ID',
    );
  });

  it('says the item was not created when verification gives 404', async () => {
    const { api } = setup((method) =>
      method === 'POST' ? { status: 201, body: item(7) } : serverError('not found', 404),
    );
    await expect(api.createUserProduct(input)).rejects.toThrow(
      'Item was not actually created in database',
    );
  });

  it('gives up after 3 failed verifications, waiting 500 ms times the attempt', async () => {
    const { api, calls, waits } = setup((method) =>
      method === 'POST' ? { status: 201, body: item(7) } : { status: 503 },
    );
    await expect(api.createUserProduct(input)).rejects.toThrow(
      'Could not verify item was created properly - please refresh and try again',
    );
    expect(waits).toEqual([500, 1000, 1500]);
    expect(calls.filter((call) => call.startsWith('GET'))).toHaveLength(3);
  });

  it('succeeds when a later verification attempt finds the item', async () => {
    let reads = 0;
    const { api } = setup((method) => {
      if (method === 'POST') {
        return { status: 201, body: item(7) };
      }
      reads += 1;
      return reads < 3 ? { status: 500 } : { status: 200, body: item(7) };
    });
    await expect(api.createUserProduct(input)).resolves.toMatchObject({ id: 7 });
  });
});

describe('bulkCreateUserProducts', () => {
  const cards = Array.from({ length: 10 }, (_, index) => item(index + 1));

  it('posts {products} and verifies a sample of the created ids', async () => {
    const { api, calls } = setup((method, path) =>
      method === 'POST'
        ? { status: 201, body: { cards } }
        : { status: 200, body: { id: Number(path.split('/').pop()) } },
    );
    await expect(api.bulkCreateUserProducts([input, input])).resolves.toHaveLength(10);
    expect(calls).toEqual([
      'POST /api/iOSUserCards/bulk',
      'GET /api/iOSUserCards/1',
      'GET /api/iOSUserCards/6',
      'GET /api/iOSUserCards/10',
    ]);
  });

  it.each([
    ['no cards list', {}],
    ['an empty cards list', { cards: [] }],
  ])('rejects a response with %s', async (_label, body) => {
    const { api } = setup(() => ({ status: 201, body }));
    await expect(api.bulkCreateUserProducts([input])).rejects.toThrow(
      'Invalid bulk creation response - no cards returned',
    );
  });

  it('uses the server message, else "Failed to create user products"', async () => {
    const rejected = setup(() => serverError('products.3.quantity: too big'));
    await expect(rejected.api.bulkCreateUserProducts([input])).rejects.toThrow(
      'products.3.quantity: too big',
    );
    const broken = setup(() => ({ status: 502 }));
    await expect(broken.api.bulkCreateUserProducts([input])).rejects.toThrow(
      'Failed to create user products',
    );
  });

  it('reports missing and unverifiable items', async () => {
    const missing = setup((method) =>
      method === 'POST' ? { status: 201, body: { cards } } : { status: 404 },
    );
    await expect(missing.api.bulkCreateUserProducts([input])).rejects.toThrow(
      'Items were not actually created in database',
    );
    const unverified = setup((method) =>
      method === 'POST' ? { status: 201, body: { cards } } : { status: 500 },
    );
    await expect(unverified.api.bulkCreateUserProducts([input])).rejects.toThrow(
      'Could not verify items were created properly - please refresh and try again',
    );
  });
});

describe('update, delete and fetch', () => {
  it('update: server message or "Failed to update user product"', async () => {
    const ok = setup(() => ({ status: 200, body: item(3, { quantity: 2 }) }));
    await expect(ok.api.updateUserProduct(3, { quantity: 2 })).resolves.toMatchObject({
      quantity: 2,
    });
    expect(ok.calls).toEqual(['PUT /api/iOSUserCards/3']);
    const rejected = setup(() => serverError('grade_score must be between 1 and 10'));
    await expect(rejected.api.updateUserProduct(3, { grade_score: 11 })).rejects.toThrow(
      'grade_score must be between 1 and 10',
    );
    const broken = setup(() => ({ status: 500 }));
    await expect(broken.api.updateUserProduct(3, {})).rejects.toThrow(
      'Failed to update user product',
    );
  });

  it('delete: resolves on 204, else the server message or the status', async () => {
    const ok = setup(() => ({ status: 204 }));
    await expect(ok.api.deleteUserProduct(3)).resolves.toBeUndefined();
    expect(ok.calls).toEqual(['DELETE /api/iOSUserCards/3']);
    const missing = setup(() => serverError('User product not found', 404));
    await expect(missing.api.deleteUserProduct(3)).rejects.toThrow('User product not found');
    const broken = setup(() => ({ status: 500, body: 'x' }));
    await expect(broken.api.deleteUserProduct(3)).rejects.toThrow(
      'Failed to delete user product (Status: 500)',
    );
  });

  it('fetch: returns the list, or "Failed to fetch user products"', async () => {
    const ok = setup(() => ({ status: 200, body: [item(1)] }));
    await expect(ok.api.fetchUserProducts()).resolves.toEqual([item(1)]);
    const broken = setup(() => ({ status: 500 }));
    await expect(broken.api.fetchUserProducts()).rejects.toThrow('Failed to fetch user products');
  });

  it('builds the value, history and binder query strings', async () => {
    const history = { product_id: 'sv1-1', variant: 'reverse', source: null, simulated: false };
    const { api, calls } = setup((method) => ({
      status: 200,
      body: method === 'GET' ? { ...history, points: [] } : { moved: 1 },
    }));
    await api.fetchPriceHistory('sv1-1', 'reverse');
    await api.moveItemsToBinder([4], null);
    expect(calls).toEqual([
      'GET /api/tcgproducts/sv1-1/price-history?variant=reverse',
      'POST /api/binders/move-items',
    ]);
  });
});

describe("an answer that does not match its schema is the call's error", () => {
  const answer = (body: unknown) => setup(() => ({ status: 200, body })).api;

  it('the list, values, binders and snapshots', async () => {
    await expect(answer([{ id: 1 }]).fetchUserProducts()).rejects.toThrow(
      'Failed to fetch user products',
    );
    await expect(answer({ cards: 'none' }).fetchUserProducts()).rejects.toThrow(
      'Failed to fetch user products',
    );
    await expect(answer({ 1: { current_value: '3' } }).fetchCollectionValues()).rejects.toThrow(
      'Failed to fetch collection values',
    );
    await expect(answer([{ id: 1, name: null }]).fetchBinders()).rejects.toThrow(
      'Failed to fetch binders',
    );
    await expect(answer([{ value: 3 }]).fetchPortfolioSnapshots()).rejects.toThrow(
      'Failed to fetch portfolio',
    );
    await expect(answer({ points: [] }).fetchPriceHistory('sv1-1', 'normal')).rejects.toThrow(
      'Failed to fetch price history',
    );
  });

  it('a created item or bulk answer without full items, and an updated item', async () => {
    const { TCGProduct: _, ...withoutProduct } = item(7);
    await expect(answer(withoutProduct).createUserProduct(input)).rejects.toThrow(
      'Backend returned invalid data - missing item ID',
    );
    await expect(answer({ cards: [{ id: 1 }] }).bulkCreateUserProducts([input])).rejects.toThrow(
      'Invalid bulk creation response - no cards returned',
    );
    await expect(
      answer({ ...item(3), quantity: '2' }).updateUserProduct(3, { quantity: 2 }),
    ).rejects.toThrow('Failed to update user product');
  });
});
