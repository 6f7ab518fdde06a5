import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveUsers } from '#core/admin/presence.schema.ts';
import { createTestApp, csrfHeaders, type TestApp } from '../test/test-app.ts';
import { createTestUser, type TestUser } from '../test/users.ts';

let t: TestApp;
let admin: TestUser;
let misty: TestUser;

beforeAll(async () => {
  t = await createTestApp({ PRESENCE_PUSH_MS: '100' });
  admin = await createTestUser(t.app, { role: 'admin' });
  misty = await createTestUser(t.app);
});
afterAll(async () => t.close());

const beat = (payload: Record<string, string>, headers: Record<string, string> = csrfHeaders()) =>
  t.app.inject({ method: 'POST', url: '/api/presence/heartbeat', headers, payload });

async function live(): Promise<LiveUsers> {
  const res = await t.app.inject({ url: '/api/admin/live-users', headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('presence heartbeats and /api/admin/live-users', () => {
  it('lists signed-in and anonymous visitors with their page and counts by page', async () => {
    expect((await beat({ visitorId: 'anon-visitor-1', path: '/shop' })).statusCode).toBe(204);
    expect((await beat({ visitorId: 'anon-visitor-2', path: '/shop' })).statusCode).toBe(204);
    const signed = await beat({ visitorId: 'misty-tab-1', path: '/home' }, misty.headers);
    expect(signed.statusCode).toBe(204);

    const body = await live();
    expect(body.users).toHaveLength(3);
    expect(body.users.find((user) => user.visitorId === 'misty-tab-1')).toMatchObject({
      userId: misty.id,
      email: misty.email,
      path: '/home',
    });
    expect(body.byPage).toEqual([
      { path: '/shop', count: 2 },
      { path: '/home', count: 1 },
    ]);
    expect(body).toMatchObject({ signedIn: 1, anonymous: 2 });
  });

  it('moves a visitor to the page of their latest heartbeat', async () => {
    await beat({ visitorId: 'anon-visitor-1', path: '/cards' });
    const body = await live();
    const visitor = body.users.find((user) => user.visitorId === 'anon-visitor-1');
    expect(visitor?.path).toBe('/cards');
    expect(body.byPage).toContainEqual({ path: '/shop', count: 1 });
  });

  it.each([
    ['/login/reset-password?token=SECRETreset123456&tenantId=public', '/login/reset-password'],
    ['/login/verify-email?token=SECRETverify12345', '/login/verify-email'],
    ['/login/callback/apple?code=SECRETcode&state=s', '/login/callback/apple'],
    ['/share/SECRETsharetoken1234567', '/share/$token'],
  ])('never shows admins (or stores) the token in %s', async (path, shown) => {
    await beat({ visitorId: 'token-tab-1', path });
    const users = (await live()).users;
    expect(users.find((user) => user.visitorId === 'token-tab-1')?.path).toBe(shown);
    expect(JSON.stringify(users)).not.toContain('SECRET');
  });

  it.each([
    ['a short visitorId', { visitorId: 'x', path: '/' }, 'visitorId'],
    ['a path without /', { visitorId: 'anon-visitor-9', path: 'shop' }, 'path'],
    ['no path', { visitorId: 'anon-visitor-9' }, 'path'],
  ])('refuses %s with a 400 naming the field', async (_case, payload, field) => {
    const res = await beat(payload);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(field);
  });

  it('takes a heartbeat without the CSRF round trip, but only as JSON', async () => {
    expect((await beat({ visitorId: 'anon-visitor-7', path: '/' }, {})).statusCode).toBe(204);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/presence/heartbeat',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'visitorId=anon-visitor-8&path=/',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().error.message).toBe('Unsupported Media Type');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/presence/heartbeat',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ visitorId: 'anon-visitor-8', path: '/' }),
    });
    expect(text.statusCode).toBe(400);
    const users = (await live()).users.map((user) => user.visitorId);
    expect(users).toContain('anon-visitor-7');
    expect(users).not.toContain('anon-visitor-8');
  });

  it('streams the live users as server-sent events, pushing changes', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${address}/api/admin/live-users/stream`, {
      headers: { authorization: admin.headers.authorization ?? '' },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const nextEvent = async (): Promise<LiveUsers> => {
      while (!buffer.includes('\n\n') || !buffer.startsWith('event:')) {
        if (buffer.startsWith(':')) {
          buffer = buffer.slice(buffer.indexOf('\n\n') + 2);
          continue;
        }
        const { value } = await reader.read();
        buffer += decoder.decode(value, { stream: true });
      }
      const end = buffer.indexOf('\n\n');
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      expect(event).toMatch(/^event: live-users\ndata: /);
      return JSON.parse(event.split('\ndata: ')[1] ?? '');
    };
    const first = await nextEvent();
    expect(first.users.some((user) => user.visitorId === 'stream-visitor')).toBe(false);
    await beat({ visitorId: 'stream-visitor', path: '/sets/sv1' });
    const second = await nextEvent();
    expect(second.users.find((user) => user.visitorId === 'stream-visitor')?.path).toBe(
      '/sets/sv1',
    );
    controller.abort();
  });
});
