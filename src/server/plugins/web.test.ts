import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FORM_FIELDS } from '#core/auth/login-form-texts.ts';
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
    '<!doctype html><html><head><title>Cardfolio</title></head><body><div id="root"></div></body></html>',
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

/** The shell's inputs as `name type autocomplete placeholder`, in page order. */
const shellInputs = (html: string) =>
  [...html.matchAll(/<input [^>]*>/g)].map(([tag]) =>
    ['name', 'type', 'autocomplete', 'placeholder']
      .map((attribute) => tag.match(new RegExp(`${attribute}="([^"]*)"`))?.[1])
      .join(' '),
  );

describe("/login's form drawn into the HTML (taken over by the app's)", () => {
  it('draws the sign-in form after the app root, with its stylesheet and script', async () => {
    const res = await get('/login');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(
      '<div id="root"></div><div id="login-shell" class="login-shell" data-mode="signin">',
    );
    expect(html).toMatch(/<link rel="stylesheet" href="\/login-shell.css" \/>.*<\/head>/);
    expect(html).toMatch(/<\/form><\/div><script src="\/login-shell.js"><\/script><\/body>/);
    expect(shellInputs(html)).toEqual([
      'email email email Email address',
      'password password current-password Password',
    ]);
    expect(html).toContain('<form class="login-shell__box" method="post" action="/login"');
    expect(html).toContain('>Sign In</div>');
    expect(html).toContain('>SIGN IN</button>');
    expect(html).toContain('href="/login/reset-password">Forgot password?</a>');
    expect(html).toContain('Not registered yet?<a href="/login?show=signup">Sign Up</a>');
    expect(html).not.toContain('Privacy Policy');
  });

  it('draws the sign-up form for ?show=signup, keeping the other parameters in its links', async () => {
    const html = (await get('/login?show=signup&redirectToPath=%2Ffriends%2F42')).body;
    expect(html).toContain('data-mode="signup"');
    expect(shellInputs(html)).toEqual([
      'email email email Email address',
      'password password new-password Password',
      `confirm-password password off ${LOGIN_FORM_FIELDS['confirm-password'].placeholder}`,
    ]);
    expect(html).toContain('>Confirm password *</label>');
    expect(html).toContain('>SIGN UP</button>');
    expect(html).toContain(
      'Already have an account?<a href="/login?show=signin&amp;redirectToPath=%2Ffriends%2F42">Sign In</a>',
    );
    expect(html).toContain(
      '<a href="/privacy" target="_blank" rel="noopener noreferrer">Privacy Policy</a>',
    );
    expect(html).not.toContain('Forgot password?');
  });

  it('puts nothing of the address into the page unescaped', async () => {
    const html = (await get('/login?redirectToPath=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E'))
      .body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('"><script');
    expect(html).toContain('redirectToPath=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E');
  });

  it.each(['/', '/login/reset-password?token=a.b', '/loginx', '/login/', '/privacy'])(
    'draws no form on %s',
    async (url) => {
      const html = (await get(url)).body;
      expect(html).not.toContain('login-shell');
      expect(html).toContain('<div id="root"></div></body>');
    },
  );
});
