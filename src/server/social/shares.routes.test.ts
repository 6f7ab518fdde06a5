import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_GONE_MESSAGE } from '#core/social/social.schema.ts';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import { addItem, call, createBinder } from '../collection/collection-test-kit.ts';
import type { TestApp } from '../test/test-app.ts';
import { type Collector, createCollectorWithHandle, setPrivacy } from './social-test-kit.ts';

let t: TestApp;
let dist: string;
let ash: Collector;
let misty: Collector;
let binderId: number;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'cardfolio-share-dist-'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Cardfolio</title></head><body></body></html>',
  );
  t = await createCatalogTestApp({ overrides: { WEB_DIST_DIR: dist } });
  ash = await createCollectorWithHandle(t, 'ash');
  misty = await createCollectorWithHandle(t, 'misty');
  // A display name with markup: the page head must escape it.
  await call(t, ash, 'PATCH', '/api/profile', { display_name: 'Ash <script>"x"' });
  binderId = (await createBinder(t, ash, 'Vintage')).id;
  await addItem(t, ash, { product_id: 'base1-4', binder_id: binderId, notes: 'secret note' });
  await addItem(t, ash, { product_id: 'base1-10' });
  await addItem(t, ash, { product_id: 'base1-2', wishlist: true });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const ids = (body: { items: { product_id: string }[] }) =>
  body.items.map((item) => item.product_id).sort();

describe('share links', () => {
  it('share the whole collection, a binder or the wishlist, signed out, without private data', async () => {
    const whole = await call(t, ash, 'POST', '/api/shares', { scope: 'collection' });
    const binder = await call(t, ash, 'POST', '/api/shares', {
      scope: 'binder',
      binder_id: binderId,
    });
    const wishlist = await call(t, ash, 'POST', '/api/shares', { scope: 'wishlist' });
    expect(binder).toMatchObject({
      status: 201,
      body: { scope: 'binder', binder_name: 'Vintage' },
    });
    expect(whole.body.token).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const view = async (token: string) => call(t, null, 'GET', `/api/shares/public/${token}`);
    const wholeView = await view(whole.body.token);
    expect(ids(wholeView.body)).toEqual(['base1-10', 'base1-2', 'base1-4']);
    expect(wholeView.body.title).toBe('Ash <script>"x"\'s collection');
    expect(wholeView.body.values).toBeNull();
    expect(ids((await view(binder.body.token)).body)).toEqual(['base1-4']);
    expect(ids((await view(wishlist.body.token)).body)).toEqual(['base1-2']);
    const text = JSON.stringify(wholeView.body);
    expect(text).not.toContain(ash.email);
    expect(text).not.toContain('secret note');

    await setPrivacy(t, ash, 'private', true);
    expect((await view(whole.body.token)).body.values).not.toBeNull();

    const listed = await call(t, ash, 'GET', '/api/shares');
    expect(listed.body).toHaveLength(3);
    expect((await call(t, misty, 'GET', '/api/shares')).body).toEqual([]);
  });

  it('refuses another user binder and bad input with a 400', async () => {
    const other = await call(t, misty, 'POST', '/api/shares', {
      scope: 'binder',
      binder_id: binderId,
    });
    expect(other.status).toBe(400);
    expect(other.body.error.issues).toMatchObject({ field: 'binder_id', code: 'unknown_binder' });
    const missing = await call(t, ash, 'POST', '/api/shares', { scope: 'binder' });
    expect(missing.status).toBe(400);
    expect((await call(t, ash, 'POST', '/api/shares', { scope: 'everything' })).status).toBe(400);
  });

  it('revoke: only the owner; the link then answers 404, page included', async () => {
    const link = (await call(t, ash, 'POST', '/api/shares', { scope: 'collection' })).body;
    const page = await t.app.inject({
      method: 'GET',
      url: `/share/${link.token}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<meta property="og:title" content="Ash &lt;script&gt;&quot;x&quot;&#39;s collection on Cardfolio" />',
    );
    expect(page.body).toContain('property="og:image"');
    expect(page.body).not.toContain('<script>"x"');

    expect((await call(t, misty, 'DELETE', `/api/shares/${link.id}`)).status).toBe(404);
    expect((await call(t, ash, 'DELETE', `/api/shares/${link.id}`)).status).toBe(204);
    const gone = await call(t, null, 'GET', `/api/shares/public/${link.token}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(SHARE_GONE_MESSAGE);
    const gonePage = await t.app.inject({
      method: 'GET',
      url: `/share/${link.token}`,
      headers: { accept: 'text/html' },
    });
    expect(gonePage.statusCode).toBe(404);
    expect(gonePage.body).toContain(SHARE_GONE_MESSAGE);
    for (const token of ['not-a-token', '%00', 'a%20b']) {
      const unknown = await call(t, null, 'GET', `/api/shares/public/${token}`);
      expect(unknown.status).toBe(404);
      const unknownPage = await t.app.inject({
        method: 'GET',
        url: `/share/${token}`,
        headers: { accept: 'text/html' },
      });
      expect(unknownPage.statusCode).toBe(404);
    }
  });

  it('a signed-in user blocked by the owner sees nothing', async () => {
    const link = (await call(t, ash, 'POST', '/api/shares', { scope: 'collection' })).body;
    await call(t, ash, 'POST', '/api/friends/blocks', { handle: misty.handle });
    expect((await call(t, misty, 'GET', `/api/shares/public/${link.token}`)).status).toBe(404);
    expect((await call(t, null, 'GET', `/api/shares/public/${link.token}`)).status).toBe(200);
  });
});
