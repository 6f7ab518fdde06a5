import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devKeyHeaders } from '../http/dev-key.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'cardfolio-csp-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

function styleSrc(policy: unknown): string {
  return /style-src ([^;]*)/.exec(String(policy))?.[1] ?? '';
}

describe('content security policy', () => {
  it('allows no inline styles on API answers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-inline');
    expect(styleSrc(res.headers['content-security-policy'])).toBe("'self'");
  });

  it('gives each page a fresh style nonce, in the policy and in the page', async () => {
    const first = await t.app.inject({ url: '/home', headers: { accept: 'text/html' } });
    const second = await t.app.inject({ url: '/home', headers: { accept: 'text/html' } });
    const nonce = /'nonce-([^']+)'/.exec(styleSrc(first.headers['content-security-policy']))?.[1];
    expect(nonce).toBeDefined();
    expect(String(first.headers['content-security-policy'])).not.toContain('unsafe-inline');
    expect(first.body).toContain(`<meta name="csp-nonce" content="${nonce}">`);
    expect(second.body).not.toContain(String(nonce));
  });

  it('nonces the inline styles of server-rendered pages', async () => {
    const res = await t.app.inject({ headers: devKeyHeaders(t.app), url: '/dev/mailbox' });
    const nonce = /'nonce-([^']+)'/.exec(styleSrc(res.headers['content-security-policy']))?.[1];
    expect(res.body).toContain(`<style nonce="${nonce}">`);
    expect(res.body).not.toMatch(/<style>/);
  });
});
