import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let dist: string;

/** A build whose sign-in page is a lazy chunk behind the lazy auth runtime. */
const MANIFEST = {
  'index.html': { file: 'assets/app-abc123.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_sdk.js': { file: 'assets/sdk-2.js', imports: ['_react.js'] },
  'lib/auth/auth-runtime.ts': { file: 'assets/auth-runtime-3.js', imports: ['_sdk.js'] },
  'pages/login/login-page.tsx': {
    file: 'assets/login-page-4.js',
    imports: ['_sdk.js', '_react.js'],
    css: ['assets/login-page-4.css'],
  },
};
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'cardfolio-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Cardfolio</title></head><body></body></html>',
  );
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  await mkdir(path.join(dist, '.vite'));
  await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
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

  it("preloads the sign-in page's lazy modules with its HTML, and only there", async () => {
    const login = (await get('/login?show=signup')).body;
    const preloads = [...login.matchAll(/href="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
    expect(preloads).toEqual([
      '/assets/sdk-2.js',
      '/assets/auth-runtime-3.js',
      '/assets/login-page-4.js',
      '/assets/login-page-4.css',
    ]);
    expect((await get('/login/reset-password?token=a.b')).body).toContain('login-page-4.js');
    expect((await get('/')).body).not.toContain('modulepreload');
    expect((await get('/loginx')).body).not.toContain('modulepreload');
  });
});
