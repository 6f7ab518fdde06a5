import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postScan } from '../test/multipart.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestUser } from '../test/users.ts';

// Security round 3, item 15: scans are limited over time per user, not only by slots in flight,
// and an upload that is not JPEG, PNG or WebP by its first bytes is refused.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('scan uploads', () => {
  it('refuses an SVG named photo.jpg', async () => {
    const user = await createTestUser(t.app);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"/>');
    const res = await postScan(t.app, user.headers, svg);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/not a JPEG, PNG or WebP picture/);
  });

  it('allows 30 scans a minute per user, then answers 429', async () => {
    const user = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    for (let i = 0; i < 30; i++) {
      expect((await postScan(t.app, user.headers, null)).statusCode).toBe(400);
    }
    expect((await postScan(t.app, user.headers, null)).statusCode).toBe(429);
    expect((await postScan(t.app, other.headers, null)).statusCode).toBe(400);
  });
});
