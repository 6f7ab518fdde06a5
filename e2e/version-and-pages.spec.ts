import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyConfig, type RunningApp, startAppServer } from './support/app-server.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney();

describe.skipIf(!hasChromium)('version check, text pages and contact form', () => {
  let outdated: RunningApp;

  beforeAll(async () => {
    outdated = await startAppServer(journeyConfig({ APP_VERSION: '7.60' }));
  });
  afterAll(async () => {
    await outdated?.close();
  });

  it('announces a new server version, then reloads the page', async () => {
    let loads = 0;
    j.page.on('load', () => {
      loads += 1;
    });
    await j.page.goto(`${outdated.baseUrl}/about`);
    const toast = j.page.getByText('A new version is available. Refreshing now...');
    await toast.waitFor({ timeout: 10_000 });
    expect(loads).toBe(1);
    const toastShownAt = Date.now();
    await j.page.waitForEvent('load', { timeout: 10_000 });
    expect(loads).toBe(2);
    expect(Date.now() - toastShownAt).toBeGreaterThanOrEqual(2_500);
  });

  it('shows no version toast when the versions match', async () => {
    const checked = j.page.waitForResponse('**/api/auth/version');
    await j.page.goto(`${j.server.baseUrl}/about`);
    await j.page.getByRole('heading', { name: 'About Cardfolio' }).waitFor();
    await checked;
    // The answer has been read; a mismatch would have rendered its toast two frames later.
    await j.page.evaluate(
      'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))',
    );
    expect(await j.page.getByText('A new version is available').count()).toBe(0);
  });

  it.each([
    ['/privacy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/refund-policy', 'Refund Policy'],
    ['/about', 'About Cardfolio'],
    ['/ai-faq', 'AI Grading FAQ'],
    ['/contact', 'Contact us'],
  ])('serves %s with its content', async (path, title) => {
    await j.page.goto(`${j.server.baseUrl}${path}`);
    await j.page.getByRole('heading', { level: 1, name: title }).waitFor();
    const text = (await j.page.locator('main').textContent()) ?? '';
    expect(text.split(/\s+/).length).toBeGreaterThan(path === '/contact' ? 10 : 300);
  });

  it('credits TCGdex with its MIT notice on /about', async () => {
    await j.page.goto(`${j.server.baseUrl}/about`);
    const notice = j.page.locator('pre');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('Copyright (c) 2021 TCGdex');
  });

  it('validates the contact form, then stores the message (restoring the CSRF cookie)', async () => {
    const apiCalls: string[] = [];
    j.page.on('request', (req) => {
      if (req.url().includes('/api/csrf') || req.url().includes('/api/contact')) {
        apiCalls.push(`${req.method()} ${new URL(req.url()).pathname}`);
      }
    });
    await j.page.goto(`${j.server.baseUrl}/contact`);
    await j.page.getByRole('button', { name: 'Send message' }).click();
    expect(await j.page.getByText('Name is required').isVisible()).toBe(true);
    expect(await j.page.getByText('Email is invalid').isVisible()).toBe(true);
    expect(apiCalls).toEqual([]);

    await j.page.getByLabel('Name').fill('Misty Waterflower');
    await j.page.getByLabel('Email').fill('misty@example.com');
    await j.page.getByLabel('Topic').selectOption('order');
    await j.page.getByLabel('Message').fill('My Surging Sparks box has not arrived yet.');
    await j.page.getByRole('button', { name: 'Send message' }).click();
    await j.page.getByText('your message has been sent').waitFor();
    expect(apiCalls).toEqual(['GET /api/csrf/restore', 'POST /api/contact']);

    const client = new pg.Client({ connectionString: j.server.databaseUrl });
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
