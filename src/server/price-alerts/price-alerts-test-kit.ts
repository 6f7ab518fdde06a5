import { call, insertPrices } from '../collection/collection-test-kit.ts';
import { deliverDueNotifications } from '../notifications/deliver-notifications.ts';
import type { TestApp } from '../test/test-app.ts';
import type { TestUser } from '../test/users.ts';

/** Sets an alert through the API and returns its id. */
export async function setAlert(t: TestApp, user: TestUser, input: Record<string, unknown>) {
  const res = await call(t, user, 'POST', '/api/price-alerts', input);
  if (res.status !== 201) {
    throw new Error(`alert failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return (res.body as { id: number }).id;
}

/** One market price per (product, day), from the test feed. */
export function pricesOf(t: TestApp, productId: string, byDay: Record<string, number>) {
  return insertPrices(
    t,
    Object.entries(byDay).map(([date, market]) => ({ productId, date, market })),
  );
}

/** Plays the delivery job once, as the sweep would. */
export function deliver(t: TestApp) {
  return deliverDueNotifications({
    db: t.app.db,
    pool: t.app.pool,
    log: t.app.log,
    mailer: t.app.mailer,
    push: undefined,
    websiteUrl: 'https://cardfolio.test',
  });
}
