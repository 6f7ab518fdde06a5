import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../collection/collection-test-kit.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestUser } from '../test/users.ts';

// Security round 3, item 1 (audit M1): the PTCG Live import's line pattern backtracked
// cubically; "1", 19,990 spaces and "x" froze the process for about half an hour.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const attack = { name: 'x', format: 'standard', text: `1${' '.repeat(19_990)}x` };

describe('POST /api/decks/import under attack', () => {
  it('answers the backtracking line at once, listing it as too long', async () => {
    const user = await createTestUser(t.app);
    const started = performance.now();
    const res = await call(t, user, 'POST', '/api/decks/import', attack);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(201);
    expect(res.body.unknown_lines).toEqual([
      expect.objectContaining({ line: 1, reason: 'line is longer than 200 characters' }),
    ]);
  });

  it('limits imports to 20 a minute per user, with a 429', async () => {
    const user = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    const small = { name: 'x', format: 'standard', text: '4 Pikachu ex SSP 57' };
    for (let i = 0; i < 20; i++) {
      expect((await call(t, user, 'POST', '/api/decks/import', small)).status).toBe(201);
    }
    expect((await call(t, user, 'POST', '/api/decks/import', small)).status).toBe(429);
    expect((await call(t, other, 'POST', '/api/decks/import', small)).status).toBe(201);
  });
});
