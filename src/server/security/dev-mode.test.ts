import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('dev mode is an explicit opt-in', () => {
  it('stays off in production on a loopback HOST without SMTP (an app behind nginx)', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      STRIPE_SECRET_KEY: 'sk_test_x',
    });
    expect(config.DEV_MODE).toBe(false);
    expect(config.PAYMENT_PROVIDER).toBe('stripe');
  });

  it('never picks the fake test payments in production by itself', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1' })).toThrow(
      /PAYMENT_PROVIDER: payments are not configured/,
    );
  });

  it('refuses DEV_MODE=true together with NODE_ENV=production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DEV_MODE: 'true', PAYMENT_PROVIDER: 'test' }),
    ).toThrow(/DEV_MODE: dev mode .* cannot be on with NODE_ENV=production/);
  });

  it('does not infer dev mode from the host: an explicit DEV_MODE=false wins on loopback', () => {
    expect(
      loadConfig({ HOST: '127.0.0.1', DEV_MODE: 'false', PAYMENT_PROVIDER: 'test' }).DEV_MODE,
    ).toBe(false);
  });

  it.each([
    [{ HOST: '0.0.0.0' }],
    [{ HOST: '192.168.1.5' }],
    [{ WEBSITE_URL: 'https://cards.example' }],
  ])('is off on a server strangers can reach (%o), and refused if asked for', (where) => {
    expect(loadConfig({ ...where, PAYMENT_PROVIDER: 'test' }).DEV_MODE).toBe(false);
    expect(() => loadConfig({ ...where, DEV_MODE: 'true', PAYMENT_PROVIDER: 'test' })).toThrow(
      /DEV_MODE: dev mode .* needs a loopback HOST and a WEBSITE_URL that is not https/,
    );
  });

  it('has a random dev key per start unless DEV_KEY is set, and none without dev pages', () => {
    const first = loadConfig({}).DEV_KEY;
    expect(first).toMatch(/^[\w-]{24}$/);
    expect(loadConfig({}).DEV_KEY).not.toBe(first);
    expect(loadConfig({ DEV_KEY: 'a-key-of-sixteen-chars' }).DEV_KEY).toBe(
      'a-key-of-sixteen-chars',
    );
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }).DEV_KEY).toBeDefined();
    expect(
      loadConfig({ DEV_MODE: 'false', STRIPE_SECRET_KEY: 'sk_test_x' }).DEV_KEY,
    ).toBeUndefined();
  });

  it('turns the demo seeds off in production unless asked for', () => {
    const config = loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' });
    expect(config.SEED_DEMO_CATALOG).toBe(false);
    expect(config.SEED_DEMO_SHOP).toBe(false);
    expect(loadConfig({ PAYMENT_PROVIDER: 'test' }).SEED_DEMO_CATALOG).toBe(true);
  });
});

describe('a production app', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'cardfolio-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>x</title>');
    await writeFile(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
    await writeFile(path.join(webDir, 'assets', 'app.js.map'), '{"sources":["secret.ts"]}');
    t = await createTestApp({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PAYMENT_PROVIDER: 'test',
      WEB_DIST_DIR: webDir,
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('has no development mailbox route at all', async () => {
    expect(t.app.config.DEV_MODE).toBe(false);
    expect(t.app.hasRoute({ method: 'GET', url: '/dev/mailbox' })).toBe(false);
    const res = await t.app.inject({ url: '/dev/mailbox?format=json' });
    expect(res.body).not.toContain('Development mailbox');
  });

  it.each([
    '/assets/app.js.map',
    '/assets/app.js.ma%70',
    '/assets/app.js%2Emap',
    '/assets/app.js%2emap?x=1',
    '/assets/app.js.map;x',
  ])('serves the bundle but not its source map at %s', async (url) => {
    expect((await t.app.inject({ url: '/assets/app.js' })).statusCode).toBe(200);
    const map = await t.app.inject({ url });
    expect(map.body).not.toContain('secret.ts');
  });
});

describe('the dev pages of a dev-mode app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEV_MODE: 'true' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/password/reset/token',
      payload: { formFields: [{ id: 'email', value: 'admin@site.test' }] },
    });
  });
  afterAll(async () => t.close());

  it('refuses the mailbox, its mails and TEST MODE payments to a stranger without the key', async () => {
    for (const url of ['/dev/mailbox?format=json&to=admin@site.test', '/dev/mailbox/1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain('needs the dev key');
    }
    const wrong = await t.app.inject({ url: '/dev/mailbox?key=guessed-key-0123456789' });
    expect(wrong.statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/payments/test/checkout/test_cs_12345678' })).statusCode,
    ).toBe(401);
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/test',
      payload: { kind: 'checkout', ref: 'test_cs_12345678', outcome: 'success' },
    });
    expect(pay.statusCode).toBe(401);
  });

  it('opens the mailbox with the key from the start block, and remembers it in a cookie', async () => {
    const key = t.app.config.DEV_KEY ?? '';
    const opened = await t.app.inject({ url: `/dev/mailbox?key=${key}` });
    expect(opened.statusCode).toBe(200);
    const cookie = (opened.cookies as { name: string; value: string; httpOnly?: boolean }[]).find(
      (c) => c.name === 'cardfolio-dev-key',
    );
    expect(cookie?.httpOnly).toBe(true);
    const again = await t.app.inject({
      url: '/dev/mailbox?format=json',
      cookies: { 'cardfolio-dev-key': cookie?.value ?? '' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(expect.any(Array));
  });
});
