import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningApp, startAppServer } from './support/app-server.ts';
import { hasChromium, launchBrowser } from './support/browser.ts';

let browser: Browser;
let page: Page;

describe.skipIf(!hasChromium)('version check, text pages and contact form', () => {
  let server: RunningApp;
  let outdated: RunningApp;

  beforeAll(async () => {
    [server, outdated] = await Promise.all([
      startAppServer(),
      startAppServer({ APP_VERSION: '7.60' }),
    ]);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await outdated?.close();
  });
  beforeEach(async () => {
    page = await browser.newPage();
  });

  it('announces a new server version, then reloads the page', async () => {
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto(`${outdated.baseUrl}/about`);
    const toast = page.getByText('A new version is available. Refreshing now...');
    await toast.waitFor({ timeout: 10_000 });
    expect(loads).toBe(1);
    const toastShownAt = Date.now();
    await page.waitForEvent('load', { timeout: 10_000 });
    expect(loads).toBe(2);
    expect(Date.now() - toastShownAt).toBeGreaterThanOrEqual(2_500);
  });

  it('shows no version toast when the versions match', async () => {
    await page.goto(`${server.baseUrl}/about`);
    await page.getByRole('heading', { name: 'About Cardfolio' }).waitFor();
    await page.waitForTimeout(1_000);
    expect(await page.getByText('A new version is available').count()).toBe(0);
  });

  it.each([
    ['/privacy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/refund-policy', 'Refund Policy'],
    ['/about', 'About Cardfolio'],
    ['/ai-faq', 'AI Grading FAQ'],
    ['/contact', 'Contact us'],
  ])('serves %s with its content', async (path, title) => {
    await page.goto(`${server.baseUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text.split(/\s+/).length).toBeGreaterThan(path === '/contact' ? 10 : 300);
  });

  it('credits TCGdex with its MIT notice on /about', async () => {
    await page.goto(`${server.baseUrl}/about`);
    const notice = page.locator('pre');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('Copyright (c) 2021 TCGdex');
  });

  it('validates the contact form, then stores the message (restoring the CSRF cookie)', async () => {
    const apiCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/csrf') || req.url().includes('/api/contact')) {
        apiCalls.push(`${req.method()} ${new URL(req.url()).pathname}`);
      }
    });
    await page.goto(`${server.baseUrl}/contact`);
    await page.getByRole('button', { name: 'Send message' }).click();
    expect(await page.getByText('Name is required').isVisible()).toBe(true);
    expect(await page.getByText('Email is invalid').isVisible()).toBe(true);
    expect(apiCalls).toEqual([]);

    await page.getByLabel('Name').fill('Misty Waterflower');
    await page.getByLabel('Email').fill('misty@example.com');
    await page.getByLabel('Topic').selectOption('order');
    await page.getByLabel('Message').fill('My Surging Sparks box has not arrived yet.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('your message has been sent').waitFor();
    expect(apiCalls).toEqual(['GET /api/csrf/restore', 'POST /api/contact']);

    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    const { rows } = await client.query('SELECT name, email, topic, message FROM contact_messages');
    await client.end();
    expect(rows).toEqual([
      {
        name: 'Misty Waterflower',
        email: 'misty@example.com',
        topic: 'order',
        message: 'My Surging Sparks box has not arrived yet.',
      },
    ]);
  });
});
