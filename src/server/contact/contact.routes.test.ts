import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfHeaders, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_RATE_LIMIT_PER_MINUTE: 1000 });
});
afterAll(async () => t.close());

const valid = { name: 'Brock', email: 'brock@example.com', message: 'Do you buy Japanese boxes?' };

function postContact(payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { ...csrfHeaders(), ...headers },
    payload: payload as Record<string, unknown>,
  });
}

async function countMessages(): Promise<number> {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  const { rows } = await client.query('SELECT count(*)::int AS n FROM contact_messages');
  await client.end();
  return rows[0].n;
}

describe('POST /api/contact', () => {
  it('stores a valid message and answers 201 with its id', async () => {
    const before = await countMessages();
    const res = await postContact({ ...valid, topic: 'order' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), created_at: expect.any(String) });
    expect(await countMessages()).toBe(before + 1);
  });

  it.each([
    ['a malformed e-mail', { ...valid, email: 'nope' }, 'email', 'Email is invalid'],
    ['an empty name', { ...valid, name: '' }, 'name', 'Name is required'],
    ['a number as message', { ...valid, message: 42 }, 'message', 'Message is required'],
    [
      'a 6000-character message',
      { ...valid, message: 'x'.repeat(6000) },
      'message',
      'at most 5000',
    ],
    ['an SQL-looking topic', { ...valid, topic: "'; DROP TABLE x; --" }, 'topic', 'Choose a topic'],
    [
      'a 10 kB e-mail',
      { ...valid, email: `${'a'.repeat(10_000)}@x.com` },
      'email',
      'Email is invalid',
    ],
  ])('refuses %s with a 400 naming the field', async (_label, payload, field, text) => {
    const before = await countMessages();
    const res = await postContact(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.issues[0].path).toBe(field);
    expect(body.error.message).toContain(text);
    expect(await countMessages()).toBe(before);
  });

  it('keeps unicode and SQL-looking text as plain data', async () => {
    const message = "Pikachu ピカチュウ 皮卡丘 🎴 Robert'); DROP TABLE contact_messages;--";
    const res = await postContact({ ...valid, message });
    expect(res.statusCode).toBe(201);
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    const { rows } = await client.query('SELECT message FROM contact_messages WHERE id = $1', [
      res.json().id,
    ]);
    await client.end();
    expect(rows[0].message).toBe(message);
  });

  it('answers malformed JSON, an empty body and a wrong content type with a 4xx, never 500', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...csrfHeaders(), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toMatch(/JSON/i);

    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...csrfHeaders(), 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...csrfHeaders(), 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(400);

    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...csrfHeaders(), 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await postContact({ ...valid, message: 'x'.repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('contact rate limit', () => {
  it('answers the third message within a minute with 429 and a clear message', async () => {
    const limited = await createTestApp({ CONTACT_RATE_LIMIT_PER_MINUTE: 2 });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: csrfHeaders(),
          payload: valid,
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().error.code).toBe('RATE_LIMITED');
      expect(third.json().error.message).toMatch(/rate limit|too many/i);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/admin/contact-messages', () => {
  it('is closed to signed-out visitors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages' });
    expect(res.statusCode).toBe(401);
  });
});
