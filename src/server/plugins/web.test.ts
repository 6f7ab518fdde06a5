import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'cardfolio-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Cardfolio</title>');
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, accept = 'text/html,application/xhtml+xml') =>
  t.app.inject({ method: 'GET', url, headers: { accept } });

describe('serving the web app', () => {
  it.each([
    '/',
    '/sets/sv08.5',
    '/card/swsh12.5-001',
    '/login/reset-password?token=a.b',
    '/no/such',
  ])('answers the page %s with the app (history fallback)', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Cardfolio</title>');
  });

  it('serves hashed assets with a long cache and a missing asset with a plain 404', async () => {
    const asset = await get('/assets/app-abc123.js', '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await get('/assets/gone-000.js', '*/*');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/plain');
  });

  it('never answers an unknown API path with the app', async () => {
    const res = await get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
