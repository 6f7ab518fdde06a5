import { describe, expect, it } from 'vitest';
import { createRequest } from '../../../lib/api-client.ts';
import { createWriteStore, type SavedWrite } from './write-store.ts';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'offline';

/** The real request wrapper over a fake network answering each call from `replies` in turn. */
function fakeNetwork(replies: Reply[]) {
  const sent: { method: string; path: string; body: unknown; headers: Record<string, string> }[] =
    [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      method: init?.method ?? 'GET',
      path: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    const reply = replies.shift() ?? { status: 200, body: {} };
    if (reply === 'offline') {
      throw new TypeError('Failed to fetch');
    }
    return new Response(reply.status === 204 ? null : JSON.stringify(reply.body ?? {}), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  }) as typeof globalThis.fetch;
  return { sent, request: createRequest({ fetch, readCsrfCookie: () => 'token' }) };
}

/** sessionStorage's interface over a Map (the browser's own is not in the unit tests). */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => map.delete(key),
    setItem: (key, value) => map.set(key, value),
  };
}

const EDIT = { method: 'PUT', body: { quantity: 3, condition: 'LP' } };

describe('the collection write store', () => {
  it('follows writes only: saving while in flight, then the time it was saved', async () => {
    const { sent, request } = fakeNetwork([{ status: 200 }, { status: 200 }]);
    const store = createWriteStore({ now: () => 1_000 });
    const tracked = store.track(request);
    await tracked('/api/iOSUserCards/');
    expect(store.getState()).toEqual({ saving: 0, lastSavedAt: null, unsaved: [] });
    const pending = tracked('/api/iOSUserCards/7', EDIT);
    expect(store.getState().saving).toBe(1);
    await pending;
    expect(store.getState()).toEqual({ saving: 0, lastSavedAt: 1_000, unsaved: [] });
    expect(sent.map((call) => call.method)).toEqual(['GET', 'PUT']);
  });

  it('keeps a failed write with its values and error, and Retry sends the same request', async () => {
    const { sent, request } = fakeNetwork([
      'offline',
      { status: 503, body: { error: { message: 'Database is restarting' } } },
      { status: 200, body: { id: 7 } },
    ]);
    const store = createWriteStore();
    store.setContext({ owner: 4, extraHeaders: () => ({ 'x-seen-version': 'v1' }) });
    const saved: SavedWrite[] = [];
    store.onSaved((write) => saved.push(write));
    const tracked = store.track(request);

    await expect(tracked('/api/iOSUserCards/7', EDIT)).rejects.toThrow('Failed to fetch');
    const [unsaved] = store.getState().unsaved;
    expect(unsaved).toMatchObject({
      method: 'PUT',
      path: '/api/iOSUserCards/7',
      body: { quantity: 3, condition: 'LP' },
      owner: 4,
      error: 'No connection to the server',
    });
    const key = unsaved?.key ?? '';
    // The tab has since read a newer version: Retry still says which one the user edited.
    store.setContext({ owner: 4, extraHeaders: () => ({ 'x-seen-version': 'v2' }) });

    expect(await store.retry(key)).toBe(false);
    expect(store.getState().unsaved).toHaveLength(1);
    expect(store.getState().unsaved[0]).toMatchObject({ key, error: 'Database is restarting' });

    expect(await store.retry(key)).toBe(true);
    expect(store.getState().unsaved).toEqual([]);
    expect(sent).toHaveLength(3);
    for (const call of sent) {
      expect(call).toMatchObject({
        method: 'PUT',
        path: '/api/iOSUserCards/7',
        body: EDIT.body,
        headers: { 'x-seen-version': 'v1' },
      });
    }
    expect(saved.map((write) => write.retried)).toEqual([true]);
  });

  it('keeps a refused write (4xx) too, until it is discarded', async () => {
    const { request } = fakeNetwork([
      { status: 400, body: { error: { message: 'quantity: must be at least 1' } } },
    ]);
    const store = createWriteStore();
    await expect(store.track(request)('/api/iOSUserCards/7', EDIT)).rejects.toBeInstanceOf(
      Response,
    );
    const [unsaved] = store.getState().unsaved;
    expect(unsaved?.error).toBe('quantity: must be at least 1');
    store.discard(unsaved?.key ?? '');
    expect(store.getState().unsaved).toEqual([]);
  });

  it("keeps unsaved writes over a reload, and never retries another user's", async () => {
    const storage = memoryStorage();
    const first = createWriteStore({ storage });
    first.setContext({ owner: 4, extraHeaders: () => ({}) });
    await expect(
      first.track(fakeNetwork(['offline']).request)('/api/iOSUserCards/9', { method: 'DELETE' }),
    ).rejects.toThrow();

    const reloaded = createWriteStore({ storage });
    const network = fakeNetwork([{ status: 204 }]);
    reloaded.track(network.request);
    const [kept] = reloaded.getState().unsaved;
    expect(kept).toMatchObject({ method: 'DELETE', path: '/api/iOSUserCards/9', owner: 4 });

    reloaded.setContext({ owner: 5, extraHeaders: () => ({}) });
    expect(await reloaded.retry(kept?.key ?? '')).toBe(false);
    expect(network.sent).toEqual([]);
    reloaded.setContext({ owner: 4, extraHeaders: () => ({}) });
    expect(await reloaded.retry(kept?.key ?? '')).toBe(true);
    expect(createWriteStore({ storage }).getState().unsaved).toEqual([]);
  });
});
