import { describe, expect, it } from 'vitest';
import { createRequest, errorDetails, readErrorBody, serverErrorMessage } from './api-client.ts';

type Call = { url: string; init: RequestInit | undefined };

/** A scripted network: answers each call with the next status and records what was sent. */
function scriptedNetwork(statuses: number[], cookie: { value: string | undefined }) {
  const calls: Call[] = [];
  const queue = [...statuses];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    if (url === '/api/csrf/restore') {
      cookie.value = `token-${calls.length}`;
      return new Response('{"ok":true}', { status: 200 });
    }
    return new Response(JSON.stringify({ call: calls.length }), { status: queue.shift() ?? 200 });
  };
  const request = createRequest({
    fetch: fetchFn as typeof fetch,
    readCsrfCookie: () => cookie.value,
  });
  return { request, calls };
}

const headersOf = (call: Call | undefined) => (call?.init?.headers ?? {}) as Record<string, string>;

describe('request wrapper', () => {
  it('sends GET by default with credentials and no CSRF header', async () => {
    const { request, calls } = scriptedNetwork([200], { value: 'abc' });
    await request('/api/things');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init?.method).toBe('GET');
    expect(calls[0]?.init?.credentials).toBe('include');
    expect(headersOf(calls[0])['x-csrf-token']).toBeUndefined();
  });

  it('echoes the CSRF cookie in a header and sends JSON for non-GET', async () => {
    const { request, calls } = scriptedNetwork([201], { value: 'abc' });
    await request('/api/things', { method: 'POST', body: { a: 1 } });
    expect(calls.map((c) => c.url)).toEqual(['/api/things']);
    expect(headersOf(calls[0])).toEqual({
      'x-csrf-token': 'abc',
      'content-type': 'application/json',
    });
    expect(calls[0]?.init?.body).toBe('{"a":1}');
  });

  it('restores the CSRF cookie first when it is missing', async () => {
    const { request, calls } = scriptedNetwork([200], { value: undefined });
    await request('/api/things', { method: 'DELETE' });
    expect(calls.map((c) => c.url)).toEqual(['/api/csrf/restore', '/api/things']);
    expect(headersOf(calls[1])['x-csrf-token']).toBe('token-1');
  });

  it('leaves form bodies without a JSON content type', async () => {
    const { request, calls } = scriptedNetwork([200], { value: 'abc' });
    const form = new FormData();
    form.set('scanType', 'cards');
    await request('/api/scan/identify', { method: 'POST', body: form });
    expect(headersOf(calls[0])['content-type']).toBeUndefined();
    expect(calls[0]?.init?.body).toBe(form);
  });

  it('on 403 restores the token, retries once and returns the retry response', async () => {
    const { request, calls } = scriptedNetwork([403, 200], { value: 'stale' });
    const response = await request('/api/things', { method: 'PUT', body: { a: 1 } });
    expect(calls.map((c) => c.url)).toEqual(['/api/things', '/api/csrf/restore', '/api/things']);
    expect(headersOf(calls[2])['x-csrf-token']).toBe('token-2');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ call: 3 });
  });

  it('returns the retry response even when the retry fails again', async () => {
    const { request, calls } = scriptedNetwork([403, 403], { value: 'stale' });
    const response = await request('/api/things', { method: 'POST' });
    expect(response.status).toBe(403);
    expect(calls).toHaveLength(3);
  });

  it.each([400, 401, 404, 409, 500, 503])(
    'throws the raw response for status %i',
    async (status) => {
      const { request } = scriptedNetwork([status], { value: 'abc' });
      const thrown = await request('/api/things').catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(status);
    },
  );
});

describe('reading a failed answer', () => {
  const answer = (body: string, status = 400) => new Response(body, { status });

  it("reads the message of the app's, the accounts protocol's and the older error bodies", async () => {
    const app = answer('{"error":{"code":"CONFLICT","message":"Out of stock"}}', 409);
    expect(await serverErrorMessage(app)).toBe('Out of stock');
    expect(await serverErrorMessage(answer('{"message":"try refresh token"}', 401))).toBe(
      'try refresh token',
    );
    expect(await serverErrorMessage(answer('{"error":"Not allowed"}', 403))).toBe('Not allowed');
  });

  it('reads the code and the issues, and can read the same answer again', async () => {
    const failed = answer(
      '{"error":{"code":"CONFLICT","message":"x","issues":{"errors":{"3":"Only 1 left"}}}}',
      409,
    );
    const details = errorDetails(await readErrorBody(failed));
    expect(details?.code).toBe('CONFLICT');
    expect(details?.issues).toEqual({ errors: { 3: 'Only 1 left' } });
    expect(await serverErrorMessage(failed)).toBe('x');
  });

  it('finds nothing in a body that is not a JSON object, or in what is not an answer', async () => {
    expect(await readErrorBody(answer('<html>Bad gateway</html>', 502))).toBeNull();
    expect(await readErrorBody(answer('null'))).toBeNull();
    expect(await readErrorBody(new Error('network'))).toBeNull();
    expect(await serverErrorMessage(answer('"text"'))).toBeNull();
  });
});
