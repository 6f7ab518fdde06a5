import { describe, expect, it } from 'vitest';
import { signInNewAccount } from './support/accounts.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney({ blockExternal: true });

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
});
