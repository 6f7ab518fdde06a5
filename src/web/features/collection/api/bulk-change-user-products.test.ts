import { describe, expect, it } from 'vitest';
import { createRequest } from '../../../lib/api-client.ts';
import { bulkChangeUserProducts } from './bulk-change-user-products.ts';

/** The real request wrapper over a fake server answering `reply`; records what was sent. */
function fakeServer(reply: { status: number; body: unknown }) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      method: init?.method ?? 'GET',
      path: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { sent, deps: { request: createRequest({ fetch, readCsrfCookie: () => 'token' }) } };
}

describe('bulkChangeUserProducts', () => {
  it('sends one PATCH with the ids and changes and returns what was skipped', async () => {
    const skipped = [{ id: 2, field: 'variant', reason: 'Pikachu has no printing "reverse"' }];
    const { sent, deps } = fakeServer({ status: 200, body: { ids: [1, 2], created: [], skipped } });
    const input = { ids: [1, 2], action: 'update' as const, changes: { variant: 'reverse' } };
    await expect(bulkChangeUserProducts(input, deps)).resolves.toEqual({
      ids: [1, 2],
      created: [],
      skipped,
    });
    expect(sent).toEqual([{ method: 'PATCH', path: '/api/iOSUserCards/bulk', body: input }]);
  });

  it("shows the server's message when the change is refused", async () => {
    const message = 'ids: at most 5000 items per bulk change';
    const { deps } = fakeServer({
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', message } },
    });
    await expect(bulkChangeUserProducts({ ids: [1], action: 'delete' }, deps)).rejects.toThrow(
      message,
    );
  });
});
