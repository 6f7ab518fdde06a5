import { describe, expect, it } from 'vitest';
import { seedDemoShop } from '../src/server/shop/seed/demo-shop.ts';
import { blockExternalRequests, importFixtureCatalog } from './fixtures/catalog/load-catalog.ts';
import { createVerifiedAccount, signInVerified } from './support/auth-flows.ts';
import { uniqueEmail } from './support/auth-mail.ts';
import { hasChromium } from './support/browser.ts';
import { findUserId } from './support/collection-seed.ts';
import { browserJourney } from './support/journey.ts';

// ADR 024: a refusal only the server can make (it needs the database) lands on the field it names.
const j = browserJourney({
  seed: async (server) => {
    await importFixtureCatalog(server.app.pool);
    await seedDemoShop(server.app.db);
  },
});

async function signIn(name: string): Promise<string> {
  const email = uniqueEmail(name);
  await createVerifiedAccount(j.server, email);
  await blockExternalRequests(j.page);
  await signInVerified(j.page, j.server, email);
  return email;
}

describe.skipIf(!hasChromium)('server field errors land on their fields', () => {
  it('puts a wrong current password on the Current password field', async () => {
    await signIn('brock');
    await j.page.getByRole('link', { name: 'Profile', exact: true }).click();
    await j.page.getByLabel('Current password').fill('not-my-password1');
    await j.page.getByLabel('New password', { exact: true }).fill('onix2024a');
    await j.page.getByLabel('Confirm new password').fill('onix2024a');
    await j.page.getByRole('button', { name: 'Change password' }).click();
    const current = j.page.getByLabel('Current password');
    await j.page.getByText('Current password is incorrect').waitFor();
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    const hintId = await current.getAttribute('aria-describedby');
    expect(await j.page.locator(`#${hintId}`).textContent()).toBe('Current password is incorrect');
  });

  it('marks the Binder of the add form when the binder was deleted meanwhile', async () => {
    const email = await signIn('erika');
    const userId = await findUserId(j.server.app.pool, email);
    const { rows } = await j.server.app.pool.query<{ id: number }>(
      "INSERT INTO binders (user_id, name) VALUES ($1, 'Grass') RETURNING id",
      [userId],
    );
    await j.page.goto(`${j.server.baseUrl}/card/swsh9-50`);
    const actions = j.page.getByRole('region', { name: 'Collection actions' });
    const form = actions.getByRole('form', { name: /^Add / });
    await form.getByRole('option', { name: 'Grass' }).waitFor({ state: 'attached' });
    await form.getByLabel('Binder').selectOption('Grass');
    await j.server.app.pool.query('DELETE FROM binders WHERE id = $1', [rows[0]?.id]);
    await form.getByRole('button', { name: 'Add to collection' }).click();

    const error = actions.getByRole('alert');
    await error.waitFor();
    expect(await error.textContent()).toBe(
      `binder_id: no binder with id ${rows[0]?.id} in your collection`,
    );
    expect(await form.getByLabel('Binder').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('Quantity').getAttribute('aria-invalid')).toBeNull();
  });

  it('puts an unknown category under Category id in the admin product form', async () => {
    const email = await signIn('giovanni');
    await j.server.app.pool.query("UPDATE users SET role = 'admin' WHERE email = $1", [email]);
    await j.page.goto(`${j.server.baseUrl}/admin/shop`);
    const form = j.page.getByRole('heading', { name: 'New product' }).locator('..');
    await form.getByLabel('Name').fill('Rocket Box');
    await form.getByLabel('Price (USD)').fill('19.99');
    await form.getByLabel('Category id').fill('999');
    await form.getByRole('button', { name: 'Create' }).click();

    await form.getByText('no such category', { exact: true }).waitFor();
    expect(await form.getByLabel('Category id').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('Name').getAttribute('aria-invalid')).toBeNull();
  });
});
