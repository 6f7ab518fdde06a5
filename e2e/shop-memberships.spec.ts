import { describe, expect, it } from 'vitest';
import { seedDemoShop } from '../src/server/shop/seed/demo-shop.ts';
import { signInNewAccount } from './support/accounts.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney({
  config: { ORDER_SWEEP_SECONDS: '0' },
  seed: (server) => seedDemoShop(server.app.db),
});

describe.skipIf(!hasChromium)('memberships and the admin shop', () => {
  it('buys a membership on the TEST MODE page and then sees member prices', async () => {
    await signInNewAccount(j.page, j.server, 'member');
    await j.page.goto(`${j.server.baseUrl}/memberships`);
    await j.page.getByText('Scan up to 10 cards or binder pages at once').first().waitFor();
    await j.page.getByRole('button', { name: 'Become a Member' }).click();
    await j.page.getByText('TEST MODE: no real payment is taken').waitFor();
    await j.page.getByRole('button', { name: 'Simulate successful payment' }).click();
    await j.page.waitForURL('**/memberships?status=pending');
    await j.page.getByText('Your plan').waitFor();
    await j.page.getByText(/You are entered in the \d{4}-\d{2} giveaway/).waitFor();

    await j.page.goto(`${j.server.baseUrl}/products/1`);
    await j.page.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = j.page.getByRole('dialog', { name: 'Shopping cart' });
    await drawer.getByText('Member discount').waitFor();
    expect(await drawer.getByText('−$4.00').count()).toBe(1);
    expect(await drawer.getByText('$35.99').count()).toBeGreaterThan(0);

    await j.page.goto(`${j.server.baseUrl}/memberships`);
    await j.page.getByRole('button', { name: 'Cancel membership' }).click();
    await j.page.getByText(/Cancelled; your membership lasts until/).waitFor();
  });

  it('lets an admin restock a product and ship a paid order with a tracking number', async () => {
    const { userId } = await signInNewAccount(j.page, j.server, 'admin', { role: 'admin' });

    await j.page.goto(`${j.server.baseUrl}/admin/shop`);
    const row = j.page.getByTestId('inventory-4');
    await row.waitFor();
    await row.getByRole('button', { name: 'Restock' }).click();
    await j.page
      .getByTestId('inventory-4')
      .getByRole('cell', { name: '11', exact: true })
      .waitFor();

    const { rows } = await j.server.app.pool.query<{ id: number }>(
      `INSERT INTO orders (user_id, status, subtotal_cents, discount_cents, total_cents, shipping_address, provider, expires_at, paid_at)
       VALUES ($1, 'paid', 499, 0, 499, '{"name":"A","line1":"B","line2":"","city":"C","postalCode":"1","country":"US"}', 'test', now(), now())
       RETURNING id`,
      [userId],
    );
    const orderId = rows[0]?.id;
    await j.server.app.pool.query(
      "INSERT INTO order_lines (order_id, product_id, name, unit_price_cents, quantity) VALUES ($1, 3, 'Surging Sparks Booster Pack', 499, 1)",
      [orderId],
    );
    await j.page.goto(`${j.server.baseUrl}/admin/orders`);
    const order = j.page.getByTestId(`admin-order-${orderId}`);
    await order
      .getByRole('textbox', { name: `Tracking number for order ${orderId}` })
      .fill('1Z999AA1');
    await order.getByRole('button', { name: 'Mark shipped' }).click();
    await j.page.getByTestId(`admin-order-${orderId}`).getByText('shipped (1Z999AA1)').waitFor();

    await j.page.goto(`${j.server.baseUrl}/orders/${orderId}`);
    await j.page.getByText('Tracking number 1Z999AA1').waitFor();
  });

  it('keeps the admin screens from other users', async () => {
    await signInNewAccount(j.page, j.server, 'plain');
    await j.page.goto(`${j.server.baseUrl}/admin/shop`);
    await j.page.getByText('This needs an admin account.').waitFor();
  });
});
