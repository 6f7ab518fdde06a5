import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAuthKey } from '../auth/totp/secret-box.ts';
import { call } from '../collection/collection-test-kit.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { sealClearShareTokens } from './shares.service.ts';
import { type Collector, createCollectorWithHandle } from './social-test-kit.ts';

let t: TestApp;
let ash: Collector;

beforeAll(async () => {
  t = await createTestApp();
  ash = await createCollectorWithHandle(t, 'ashtokens');
});
afterAll(() => t.close());

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

async function storedRow(id: number) {
  const { rows } = await t.app.pool.query(
    'SELECT token, token_hash, token_sealed FROM share_links WHERE id = $1',
    [id],
  );
  return rows[0];
}

describe('share tokens at rest', () => {
  it('a database dump holds only a hash and a sealed token; the owner can still copy the link', async () => {
    const created = await call(t, ash, 'POST', '/api/shares', { scope: 'collection' });
    const { id, token } = created.body;
    const row = await storedRow(id);
    expect(row.token).toBeNull();
    expect(row.token_hash).toBe(sha256(token));
    expect(row.token_sealed).not.toContain(token);

    const listed = await call(t, ash, 'GET', '/api/shares');
    expect(listed.body.map((link: { token: string }) => link.token)).toContain(token);
    expect((await call(t, null, 'GET', `/api/shares/public/${token}`)).status).toBe(200);
  });

  it('links stored in clear before are hashed and sealed on start-up, and keep working', async () => {
    const token = 'legacyLegacyLegacyToken0';
    const { rows } = await t.app.pool.query(
      `INSERT INTO share_links (user_id, token, scope) VALUES ($1, $2, 'collection') RETURNING id`,
      [ash.id, token],
    );
    const deps = { db: t.app.db, pool: t.app.pool, authKey: loadAuthKey(t.app.config) };
    await sealClearShareTokens(deps);
    await sealClearShareTokens(deps);

    const row = await storedRow(rows[0].id);
    expect(row).toMatchObject({ token: null, token_hash: sha256(token) });
    expect((await call(t, null, 'GET', `/api/shares/public/${token}`)).status).toBe(200);
    const listed = await call(t, ash, 'GET', '/api/shares');
    expect(listed.body.map((link: { token: string }) => link.token)).toContain(token);
  });
});
