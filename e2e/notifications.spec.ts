import { describe, expect, it } from 'vitest';
import { evaluatePriceAlerts } from '../src/server/price-alerts/evaluate-price-alerts.ts';
import { refreshLatestPrices } from '../src/server/prices/latest-prices.ts';
import { addPrice } from './fixtures/catalog/load-catalog.ts';
import { signInNewAccount } from './support/accounts.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney({ blockExternal: true, catalog: true });

async function collector(handle: string) {
  const page = await j.newPage();
  const account = await signInNewAccount(page, j.server, handle);
  await j.server.app.pool.query('INSERT INTO social_profiles (user_id, handle) VALUES ($1, $2)', [
    account.userId,
    handle,
  ]);
  return { ...account, page };
}

describe.skipIf(!hasChromium)('notifications', () => {
  it('the bell counts a friend request live, marks it read, and the service worker shows a push', async () => {
    const ash = await collector('ash_bell');
    const misty = await collector('misty_bell');
    const bell = misty.page.getByTestId('nav-notifications');
    await bell.waitFor();
    expect(await misty.page.getByTestId('nav-notifications-unread').count()).toBe(0);

    // Ash asks; Misty's open page counts it without a reload, the Friends badge too.
    await ash.page.goto(`${j.server.baseUrl}/friends`);
    await ash.page.getByLabel('Handle or e-mail').fill('misty_bell');
    await ash.page.getByRole('button', { name: 'Send request' }).click();
    await ash.page.getByRole('heading', { name: 'Sent requests (1)' }).waitFor();
    const unread = misty.page.getByTestId('nav-notifications-unread');
    await unread.waitFor({ timeout: 10_000 });
    expect(await unread.textContent()).toBe('1');
    await misty.page.getByTestId('nav-friend-requests').waitFor({ timeout: 10_000 });

    await bell.click();
    const panel = misty.page.getByRole('region', { name: 'Notifications' });
    await panel.getByText('ash_bell wants to be your friend on Cardfolio.').waitFor();
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await unread.waitFor({ state: 'detached' });

    // The worker's push handling, fed a push through the DevTools protocol.
    const origin = j.server.baseUrl;
    await misty.page.context().grantPermissions(['notifications'], { origin });
    // Page-side scripts as strings: the e2e tsconfig has no DOM types.
    await misty.page.evaluate(
      `navigator.serviceWorker.register('/sw.js').then(() => navigator.serviceWorker.ready)`,
    );
    const cdp = await misty.page.context().newCDPSession(misty.page);
    const registered = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
        if (found) {
          resolve(found.registrationId);
        }
      });
    });
    await cdp.send('ServiceWorker.enable');
    const message = {
      id: 42,
      type: 'order_shipped',
      title: 'Order shipped',
      body: 'Order #42 is on its way.',
      link: '/orders/42',
    };
    const tabHeard = misty.page.evaluate(
      `new Promise((resolve) => navigator.serviceWorker.addEventListener('message', (e) => resolve(e.data)))`,
    );
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registered,
      data: JSON.stringify(message),
    });
    expect(await tabHeard).toEqual({ type: 'cardfolio-push', message });
    const shown = await misty.page.evaluate(`(async () => {
      const registration = await navigator.serviceWorker.ready;
      for (let i = 0; i < 50; i += 1) {
        const found = await registration.getNotifications();
        if (found.length > 0) {
          return found.map((n) => ({ title: n.title, body: n.body, data: n.data, tag: n.tag }));
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return [];
    })()`);
    expect(shown).toEqual([
      {
        title: 'Order shipped',
        body: 'Order #42 is on its way.',
        data: { link: '/orders/42' },
        tag: 'notification-42',
      },
    ]);
  });

  it('sets a price alert on a card page, manages it on /alerts, and the bell shows the hit', async () => {
    const { page } = await collector('erika_alerts');
    await page.goto(`${j.server.baseUrl}/card/base2-1`);
    const form = page.getByRole('group', { name: 'Set a price alert' });
    await form.getByLabel('When the price').selectOption('product_below');
    await form.getByLabel('Price (USD)').fill('10');
    await form.getByRole('button', { name: 'Set alert' }).click();
    await form.getByText('Price alert set.').waitFor();

    await page.getByRole('link', { name: 'Manage price alerts' }).click();
    const list = page.getByRole('region', { name: 'Your price alerts' });
    await list.getByText('Clefable goes below $10.00').waitFor();
    const wishlist = page.getByRole('group', { name: 'Alert me when any wishlist item drops' });
    await wishlist.getByLabel('Percent').fill('20');
    await wishlist.getByLabel('Within').selectOption('30');
    await wishlist.getByRole('button', { name: 'Set alert' }).click();
    await list.getByText('Any wishlist item drops 20% in 30 days').waitFor();
    await list.getByRole('heading', { name: 'Your price alerts (2 of 50)' }).waitFor();
    await list.getByLabel('Alert e-mails').selectOption('daily');
    await page.reload();
    expect(await list.getByLabel('Alert e-mails').inputValue()).toBe('daily');
    const wishlistRow = list.getByRole('listitem').filter({ hasText: 'Any wishlist item' });
    await wishlistRow.getByRole('button', { name: 'Pause' }).click();
    await wishlistRow.getByText('(paused)').waitFor();

    // The daily run: a price under the threshold reaches the open page's bell live.
    const { pool } = j.server.app;
    const today = new Date().toISOString().slice(0, 10);
    await addPrice(pool, 'base2-1', 7.5, 'tcgplayer', today);
    await refreshLatestPrices(pool);
    await evaluatePriceAlerts(pool, today);
    const unread = page.getByTestId('nav-notifications-unread');
    await unread.waitFor({ timeout: 10_000 });
    expect(await unread.textContent()).toBe('1');
    await page.getByTestId('nav-notifications').click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await panel.getByText('Clefable is at $7.50 (your alert: below $10.00).').waitFor();
  });
});
