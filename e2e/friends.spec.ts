import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInNewAccount } from './support/accounts.ts';
import { hasChromium } from './support/browser.ts';
import { addPriceSeries, insertItems } from './support/collection-seed.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney({
  catalog: true,
  seed: (server) => addPriceSeries(server.app.pool, { id: 'swsh9-50' }, 2, () => 12),
  blockExternal: true,
});

/** A verified collector signed in on their own page, with a handle and privacy chosen. */
async function collector(handle: string, visibility: string, showValues: boolean) {
  const page = await j.newPage();
  const { email, userId } = await signInNewAccount(page, j.server, handle);
  await page.goto(`${j.server.baseUrl}/profile`);
  await page.getByLabel('Handle', { exact: true }).fill(handle);
  await page.getByRole('button', { name: 'Set handle' }).click();
  await page.getByText('Handle saved').waitFor();
  await page.getByLabel('Who can see your collection').selectOption(visibility);
  if (showValues) {
    await page.getByLabel('Show values of my collection').check();
  }
  await page.getByRole('button', { name: 'Update privacy' }).click();
  await page.getByText('Privacy saved').waitFor();
  return { email, page, id: userId };
}

const itemNames = (page: Page) =>
  page
    .getByRole('region', { name: 'Collection items' })
    .getByRole('article')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));

describe.skipIf(!hasChromium)('friends and share links', () => {
  // Two collectors and a visitor through a dozen pages: close to a minute on a busy machine.
  it('request, accept, trade match, see the friend binder, share it, open it signed out, revoke it', async () => {
    const ash = await collector('ash_e2e', 'private', false);
    const misty = await collector('misty_e2e', 'friends', true);
    const { rows } = await j.server.app.pool.query<{ id: number }>(
      `INSERT INTO binders (user_id, name) VALUES ($1, 'Vintage') RETURNING id`,
      [misty.id],
    );
    await insertItems(j.server.app.pool, misty.id, [
      { productId: 'swsh9-50', quantity: 2, binderId: rows[0]?.id ?? null },
      { productId: 'swsh9-123', variant: 'holo' },
    ]);

    await insertItems(j.server.app.pool, ash.id, [{ productId: 'swsh9-50', wishlist: true }]);

    // Ash asks Misty by handle.
    await ash.page.goto(`${j.server.baseUrl}/friends`);
    await ash.page.getByLabel('Handle or e-mail').fill('misty_e2e');
    await ash.page.getByRole('button', { name: 'Send request' }).click();
    await ash.page.getByRole('heading', { name: 'Sent requests (1)' }).waitFor();

    // Misty sees the request count in the nav and accepts.
    await misty.page.goto(`${j.server.baseUrl}/friends`);
    expect(await misty.page.getByTestId('nav-friend-requests').textContent()).toBe('1');
    const incoming = misty.page.getByRole('region', { name: 'Incoming requests' });
    await incoming.getByText('@ash_e2e').waitFor();
    await incoming.getByRole('button', { name: 'Accept' }).click();
    await misty.page.getByRole('heading', { name: 'Your friends (1)' }).waitFor();
    // Ash keeps his collection private: Misty is not offered a view that would only say so.
    const mistysFriends = misty.page.getByRole('region', { name: 'Your friends' });
    await mistysFriends.getByText('Private collection').waitFor();
    expect(await mistysFriends.getByRole('link', { name: 'View collection' }).count()).toBe(0);

    // Misty puts her Pikachu on her trade list from /home.
    await misty.page.goto(`${j.server.baseUrl}/home`);
    await misty.page.getByRole('button', { name: 'Edit Pikachu', exact: true }).click();
    const dialog = misty.page.getByRole('dialog', { name: 'Edit Pikachu' });
    await dialog.getByLabel('For trade').check();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Ash sees Misty's value and her collection, and filters it to her binder.
    await ash.page.goto(`${j.server.baseUrl}/friends`);
    const friends = ash.page.getByRole('region', { name: 'Your friends' });
    await friends.getByText('$24.00').waitFor();
    await friends.getByRole('link', { name: 'View collection' }).click();
    await ash.page.waitForURL(`**/friends/${misty.id}`);
    await ash.page.getByRole('heading', { name: /misty_e2e's collection/ }).waitFor();
    expect((await itemNames(ash.page)).sort()).toEqual(['Charizard VSTAR', 'Pikachu']);
    const sorts = ash.page.getByRole('combobox', { name: 'Sort by' }).locator('option');
    expect(await sorts.allTextContents()).toContain('Value');
    await ash.page.getByLabel('Binder', { exact: true }).selectOption({ label: 'Vintage' });
    await expect.poll(() => itemNames(ash.page)).toEqual(['Pikachu']);
    const matches = ash.page.getByRole('region', { name: 'Trade matches' });
    await matches.getByText('Pikachu').waitFor();
    expect(
      await matches.getByRole('heading', { name: 'You want, misty_e2e has for trade' }).count(),
    ).toBe(1);

    // Her card's page lists her among the friends who own it.
    await ash.page.goto(`${j.server.baseUrl}/card/swsh9-50`);
    const owners = ash.page.getByRole('region', { name: 'Friends who own this' });
    expect(await owners.getByRole('link').textContent()).toBe('misty_e2e');

    // Misty cannot see Ash's private collection.
    await misty.page.goto(`${j.server.baseUrl}/friends/${ash.id}`);
    const hidden = misty.page.getByTestId('friend-collection-hidden');
    expect(await hidden.textContent()).toContain('keeps their collection private');

    // Misty shares her binder from /home.
    await misty.page.goto(`${j.server.baseUrl}/home`);
    await misty.page.getByText('Share links', { exact: true }).click();
    await misty.page
      .getByLabel('Share', { exact: true })
      .selectOption({ label: 'Binder "Vintage"' });
    await misty.page.getByRole('button', { name: 'Create link' }).click();
    const url = await misty.page.getByTestId('share-link-url').first().getAttribute('href');
    expect(url).toMatch(/\/share\/[A-Za-z0-9_-]{24}$/);

    // A signed-out visitor opens it; the server-rendered page carries the preview tags.
    const html = await (await fetch(url ?? '', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`content="misty_e2e&#39;s binder &quot;Vintage&quot; on Cardfolio"`);
    const visitor = await j.newPage();
    await visitor.goto(url ?? '');
    await visitor.getByRole('heading', { name: `misty_e2e's binder "Vintage"` }).waitFor();
    expect(await itemNames(visitor)).toEqual(['Pikachu']);
    expect(await visitor.content()).not.toContain(misty.email);

    // Revoked, the link is gone (404) for everyone.
    await misty.page.getByRole('button', { name: 'Revoke' }).click();
    await misty.page.getByText('Link revoked').waitFor();
    const gone = await visitor.goto(url ?? '');
    expect(gone?.status()).toBe(404);
    await visitor.getByRole('heading', { name: 'This link is no longer available' }).waitFor();
  }, 120_000);

  it('"Everyone (public)" opens the collection at /u/<handle> to a signed-out visitor', async () => {
    const brock = await collector('brock_e2e', 'public', false);
    await insertItems(j.server.app.pool, brock.id, [{ productId: 'swsh9-50' }]);
    const link = brock.page.getByRole('link', { name: '/u/brock_e2e' });
    const visitor = await j.newPage();
    await visitor.goto(`${j.server.baseUrl}${await link.getAttribute('href')}`);
    await visitor.getByRole('heading', { name: "brock_e2e's collection" }).waitFor();
    expect(await itemNames(visitor)).toEqual(['Pikachu']);
    // Brock hides values: said once, not a placeholder on every card.
    expect(await visitor.getByTestId('shared-total').textContent()).toContain(
      'Values hidden by the owner',
    );
    expect(await visitor.getByTestId('item-value').count()).toBe(0);
    // No sort by money where there is no money to sort by (nor an order of it to give away).
    const sorts = visitor.getByRole('combobox', { name: 'Sort by' }).locator('option');
    expect(await sorts.allTextContents()).toEqual(['Name', 'Date added', 'Location']);
    await visitor.goto(`${j.server.baseUrl}/u/misty_e2e`);
    await visitor.getByRole('heading', { name: 'This profile is not public' }).waitFor();
  }, 60_000);

  it('asks a collector without a handle to choose one before the first friend request', async () => {
    const page = await j.newPage();
    await signInNewAccount(page, j.server, 'gary_e2e');
    await page.goto(`${j.server.baseUrl}/friends`);
    await page.getByText('Friend requests go by handle: choose yours first.').waitFor();
    expect(await page.getByRole('button', { name: 'Send request' }).count()).toBe(0);
    await page.getByLabel('Handle', { exact: true }).fill('gary_e2e');
    await page.getByRole('button', { name: 'Set handle' }).click();
    await page.getByLabel('Handle or e-mail').fill('misty_e2e');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('heading', { name: 'Sent requests (1)' }).waitFor();
  }, 60_000);
});
