import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import { addItem, call } from '../collection/collection-test-kit.ts';
import { runDailyPortfolio } from '../jobs/daily-portfolio.job.ts';
import { centreOf, setChannel } from '../notifications/notifications-test-kit.ts';
import { type SmtpPeer, startSmtpPeer } from '../test/smtp-peer.ts';
import type { TestApp } from '../test/test-app.ts';
import { createTestUser, type TestUser } from '../test/users.ts';
import { sendAlertDigests } from './alert-digests.ts';
import { evaluatePriceAlerts } from './evaluate-price-alerts.ts';
import { deliver, pricesOf, setAlert } from './price-alerts-test-kit.ts';

let t: TestApp;
let smtp: SmtpPeer;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  // Deliveries run only when the test plays the job.
  t = await createCatalogTestApp({
    overrides: { SMTP_URL: smtp.url, NOTIFY_DELIVER_AT_ONCE: 'false' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const alertsOf = async (user: TestUser) =>
  (await centreOf(t, user)).items.filter((n) => n.type === 'price_alert');
const mailsTo = (user: TestUser) => smtp.messages.filter((m) => m.to.includes(user.email));

async function nameOf(productId: string): Promise<string> {
  const { rows } = await t.app.pool.query('SELECT name FROM catalog_products WHERE id = $1', [
    productId,
  ]);
  return rows[0].name;
}

describe('product above / below', () => {
  it('fires on the fresh price that holds the condition, with the price, once per alert per day', async () => {
    const ash = await createTestUser(t.app);
    const name = await nameOf('base1-4');
    await setAlert(t, ash, { kind: 'product_above', productId: 'base1-4', thresholdCents: 1_000 });
    await setAlert(t, ash, { kind: 'product_above', productId: 'base1-4', thresholdCents: 5_000 });
    await setAlert(t, ash, { kind: 'product_below', productId: 'base1-4', thresholdCents: 2_000 });
    await setAlert(t, ash, { kind: 'product_below', productId: 'base1-4', thresholdCents: 500 });
    const paused = await setAlert(t, ash, {
      kind: 'product_above',
      productId: 'base1-4',
      thresholdCents: 100,
    });
    await call(t, ash, 'PATCH', `/api/price-alerts/${paused}`, { active: false });
    // Another printing's price does not count for the normal printing's alert.
    await setAlert(t, ash, {
      kind: 'product_below',
      productId: 'base1-4',
      variant: 'holofoil',
      thresholdCents: 2_000,
    });
    await pricesOf(t, 'base1-4', { '2030-03-10': 1_500 });

    const first = await evaluatePriceAlerts(t.app.pool, '2030-03-10');
    expect(first).toMatchObject({ product_above: 1, product_below: 1 });
    const hits = await alertsOf(ash);
    expect(hits.map((h) => h.title).sort()).toEqual([
      `${name} is above $10.00`,
      `${name} is below $20.00`,
    ]);
    expect(hits[0]?.body).toContain('$15.00');
    expect(hits[0]?.link).toBe('/card/base1-4');

    // The same day again (a re-run, a second process): nothing new.
    await Promise.all([1, 2].map(() => evaluatePriceAlerts(t.app.pool, '2030-03-10')));
    expect(await alertsOf(ash)).toHaveLength(2);
    // A stale price (older than two days) triggers nothing on a later run.
    expect(await evaluatePriceAlerts(t.app.pool, '2030-03-20')).toMatchObject({
      product_above: 0,
      product_below: 0,
    });
    // The next day's price run while it still holds: one more each.
    await pricesOf(t, 'base1-4', { '2030-03-21': 1_600 });
    await evaluatePriceAlerts(t.app.pool, '2030-03-21');
    expect(await alertsOf(ash)).toHaveLength(4);
  });
});

describe('product move', () => {
  it('compares the fresh price with the price a window earlier, both ways', async () => {
    const brock = await createTestUser(t.app);
    const move = (thresholdPercent: number, windowDays: number) =>
      setAlert(t, brock, {
        kind: 'product_move',
        productId: 'base1-10',
        thresholdPercent,
        windowDays,
      });
    await move(25, 7); // +30 % over 7 days: hit
    await move(40, 7); // not that much
    await move(5, 1); // 1 300 → 1 300 over a day: flat
    await move(10, 30); // no price 30 days back: nothing to compare
    await pricesOf(t, 'base1-10', {
      '2030-04-01': 1_000,
      '2030-04-07': 1_300,
      '2030-04-08': 1_300,
    });
    const result = await evaluatePriceAlerts(t.app.pool, '2030-04-08');
    expect(result.product_move).toBe(1);
    const [hit] = await alertsOf(brock);
    expect(hit?.title).toBe(`${await nameOf('base1-10')} moved +30.0%`);
    expect(hit?.body).toContain('from $10.00 to $13.00 in 7 days');

    // A fall counts as a move too.
    await pricesOf(t, 'base1-10', { '2030-04-09': 900 });
    await evaluatePriceAlerts(t.app.pool, '2030-04-09');
    const titles = (await alertsOf(brock)).map((h) => h.title);
    expect(titles).toContain(`${await nameOf('base1-10')} moved -30.8%`);
  });
});

describe('wishlist drop', () => {
  it('fires when any wishlist item drops enough, naming the biggest drop', async () => {
    const misty = await createTestUser(t.app);
    await addItem(t, misty, { product_id: 'base1-58', wishlist: true });
    // The same card wanted twice is still one item.
    await addItem(t, misty, { product_id: 'base1-58', wishlist: true, notes: 'a second copy' });
    await addItem(t, misty, { product_id: 'base1-2', wishlist: true });
    await setAlert(t, misty, { kind: 'wishlist_drop', thresholdPercent: 20, windowDays: 7 });
    await setAlert(t, misty, { kind: 'wishlist_drop', thresholdPercent: 60, windowDays: 7 });
    // Someone else's wishlist drop alert with nothing on their wishlist: no hit.
    const gary = await createTestUser(t.app);
    await setAlert(t, gary, { kind: 'wishlist_drop', thresholdPercent: 1, windowDays: 7 });
    await pricesOf(t, 'base1-58', { '2030-05-01': 10_000, '2030-05-08': 6_000 });
    await pricesOf(t, 'base1-2', { '2030-05-01': 1_000, '2030-05-08': 700 });
    const result = await evaluatePriceAlerts(t.app.pool, '2030-05-08');
    expect(result.wishlist_drop).toBe(1);
    const [hit] = await alertsOf(misty);
    expect(hit?.title).toBe(`${await nameOf('base1-58')} on your wishlist dropped -40.0%`);
    expect(hit?.body).toContain('(2 wishlist items dropped)');
    expect(await alertsOf(gary)).toEqual([]);
  });
});

describe('collection move, run by the daily job', () => {
  it("compares today's collection value with the snapshot a window earlier", async () => {
    const erika = await createTestUser(t.app);
    await addItem(t, erika, { product_id: 'base1-2', quantity: 2 });
    await setAlert(t, erika, { kind: 'collection_move', thresholdPercent: 25, windowDays: 7 });
    await setAlert(t, erika, { kind: 'collection_move', thresholdPercent: 50, windowDays: 7 });
    await pricesOf(t, 'base1-2', { '2030-06-01': 1_000 });
    await runDailyPortfolio(t.app.pool, t.app.log, new Date('2030-06-01T00:15:00Z'));
    expect(await alertsOf(erika)).toEqual([]);
    await pricesOf(t, 'base1-2', { '2030-06-08': 1_300 });
    await runDailyPortfolio(t.app.pool, t.app.log, new Date('2030-06-08T00:15:00Z'));
    const hits = await alertsOf(erika);
    expect(hits.map((h) => h.title)).toEqual(['Your collection moved +30.0%']);
    expect(hits[0]?.body).toBe('Your collection went from $20.00 to $26.00 in 7 days.');
  });
});

describe('delivery', () => {
  it('mails each hit once, and nothing once the account is deleted', async () => {
    const kept = await createTestUser(t.app);
    const gone = await createTestUser(t.app);
    for (const user of [kept, gone]) {
      await setAlert(t, user, {
        kind: 'product_below',
        productId: 'base1-4',
        thresholdCents: 9_000,
      });
    }
    await pricesOf(t, 'base1-4', { '2030-07-01': 8_000 });
    await evaluatePriceAlerts(t.app.pool, '2030-07-01');
    await t.app.pool.query('DELETE FROM users WHERE id = $1', [gone.id]);
    await Promise.all([deliver(t), deliver(t)]);
    await evaluatePriceAlerts(t.app.pool, '2030-07-01');
    await deliver(t);
    expect(mailsTo(kept)).toHaveLength(1);
    expect(mailsTo(kept)[0]?.text).toContain('$80.00');
    expect(mailsTo(gone)).toEqual([]);
  });
});

describe('digest', () => {
  it('holds single mails and gathers the day’s hits into one mail; weekly waits for Monday', async () => {
    const daily = await createTestUser(t.app);
    const weekly = await createTestUser(t.app);
    // On a digest but price alert e-mails off: the centre only, no digest mail.
    const quiet = await createTestUser(t.app);
    await setChannel(t, quiet, 'price_alert', 'email', false);
    for (const [user, digest] of [
      [daily, 'daily'],
      [weekly, 'weekly'],
      [quiet, 'daily'],
    ] as const) {
      await call(t, user, 'PUT', '/api/price-alerts/digest', { digest });
      await setAlert(t, user, {
        kind: 'product_above',
        productId: 'base1-58',
        thresholdCents: 100,
      });
      await setAlert(t, user, {
        kind: 'product_below',
        productId: 'base1-58',
        thresholdCents: 99_000,
      });
    }
    // 2030-08-03 is a Saturday, 2030-08-05 a Monday.
    await pricesOf(t, 'base1-58', { '2030-08-03': 5_000 });
    await evaluatePriceAlerts(t.app.pool, '2030-08-03');
    await deliver(t);
    expect(mailsTo(daily)).toEqual([]);
    expect(await alertsOf(daily)).toHaveLength(2);

    expect(await sendAlertDigests(t.app.pool, '2030-08-03')).toBeGreaterThanOrEqual(1);
    expect(await sendAlertDigests(t.app.pool, '2030-08-03')).toBe(0);
    await deliver(t);
    expect(mailsTo(daily)).toHaveLength(1);
    const mail = mailsTo(daily)[0]?.text ?? '';
    expect(mail).toContain('2 price alerts today');
    expect(mail).toContain('(your alert: above $1.00)');
    expect(mail).toContain('(your alert: below $990.00)');
    expect(mailsTo(weekly)).toEqual([]);
    expect(mailsTo(quiet)).toEqual([]);
    expect(await alertsOf(quiet)).toHaveLength(2);

    await sendAlertDigests(t.app.pool, '2030-08-05');
    await deliver(t);
    expect(mailsTo(weekly)).toHaveLength(1);
    expect(mailsTo(weekly)[0]?.text).toContain('2 price alerts this week');
    // The daily user had no new hit since the last digest: no empty mail.
    expect(mailsTo(daily)).toHaveLength(1);
  });
});
