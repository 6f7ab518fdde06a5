import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createAdmin } from '../test/users.ts';

// Security round 3, item 12 (audit L10): the live-users stream ends once its admin is demoted,
// instead of pushing every visitor's page for as long as the tab stays open.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the live-users stream', () => {
  it('ends when the admin loses the role', { timeout: 20_000 }, async () => {
    const admin = await createAdmin(t.app);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/admin/live-users/stream`, {
      headers: { authorization: admin.headers.authorization ?? '' },
    });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    expect((await reader.read()).done).toBe(false);
    await t.app.pool.query(`UPDATE users SET role = 'user' WHERE id = $1`, [admin.id]);
    const started = Date.now();
    let done = false;
    while (!done && Date.now() - started < 15_000) {
      done = (await reader.read()).done;
    }
    expect(done).toBe(true);
  });
});
