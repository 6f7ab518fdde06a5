import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_ALERT_QUOTA } from '#core/price-alerts/price-alert.schema.ts';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import { call } from '../collection/collection-test-kit.ts';
import type { TestApp } from '../test/test-app.ts';
import { createTestUser, type TestUser } from '../test/users.ts';
import { setAlert } from './price-alerts-test-kit.ts';

let t: TestApp;
let ash: TestUser;
let misty: TestUser;

beforeAll(async () => {
  t = await createCatalogTestApp();
  ash = await createTestUser(t.app);
  misty = await createTestUser(t.app);
});
afterAll(async () => t.close());

const above = { kind: 'product_above', productId: 'base1-4', thresholdCents: 10_000 };

describe('/api/price-alerts', () => {
  it('creates each kind, lists them newest first with the card name, and keeps the digest choice', async () => {
    await setAlert(t, ash, above);
    await setAlert(t, ash, { ...above, kind: 'product_below', variant: 'holofoil' });
    await setAlert(t, ash, {
      kind: 'product_move',
      productId: 'base1-10',
      thresholdPercent: 20,
      windowDays: 7,
    });
    await setAlert(t, ash, { kind: 'collection_move', thresholdPercent: 5, windowDays: 30 });
    await setAlert(t, ash, { kind: 'wishlist_drop', thresholdPercent: 15, windowDays: 1 });
    const list = await call(t, ash, 'GET', '/api/price-alerts');
    expect(list.status).toBe(200);
    expect(list.body.digest).toBe('off');
    expect(list.body.quota).toBe(PRICE_ALERT_QUOTA);
    expect(list.body.items.map((a: { kind: string }) => a.kind)).toEqual([
      'wishlist_drop',
      'collection_move',
      'product_move',
      'product_below',
      'product_above',
    ]);
    expect(list.body.items[4]).toMatchObject({
      productId: 'base1-4',
      variant: 'normal',
      thresholdCents: 10_000,
      thresholdPercent: null,
      windowDays: null,
      active: true,
    });
    expect(list.body.items[4].productName).toEqual(expect.any(String));
    expect(list.body.items[3].variant).toBe('holofoil');
    const digest = await call(t, ash, 'PUT', '/api/price-alerts/digest', { digest: 'weekly' });
    expect(digest).toEqual({ status: 200, body: { digest: 'weekly' } });
    expect((await call(t, ash, 'GET', '/api/price-alerts')).body.digest).toBe('weekly');
  });

  it('answers bad input with a 400 naming the field, and writes nothing', async () => {
    const user = await createTestUser(t.app);
    const bad: [Record<string, unknown>, string][] = [
      [{ kind: 'product_above', productId: 'base1-4' }, 'thresholdCents'],
      [{ ...above, thresholdCents: -5 }, 'thresholdCents'],
      [{ ...above, thresholdCents: 12.5 }, 'thresholdCents'],
      [
        { kind: 'product_move', productId: 'base1-4', thresholdPercent: 10, windowDays: 5 },
        'windowDays',
      ],
      [{ kind: 'collection_move', thresholdPercent: 0, windowDays: 7 }, 'thresholdPercent'],
      [{ kind: 'sometimes', thresholdPercent: 10, windowDays: 7 }, 'kind'],
      [{ ...above, productId: 'no-such-card' }, 'productId'],
    ];
    for (const [input, field] of bad) {
      const res = await call(t, user, 'POST', '/api/price-alerts', input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(input)).toContain(field);
    }
    const id = await setAlert(t, user, above);
    const wrongField = await call(t, user, 'PATCH', `/api/price-alerts/${id}`, {
      thresholdPercent: 10,
    });
    expect(wrongField.status).toBe(400);
    expect(JSON.stringify(wrongField.body)).toContain('thresholdPercent');
    const digest = await call(t, user, 'PUT', '/api/price-alerts/digest', { digest: 'hourly' });
    expect(digest.status).toBe(400);
    expect(JSON.stringify(digest.body)).toContain('digest');
    expect((await call(t, user, 'GET', '/api/price-alerts')).body.items).toHaveLength(1);
  });

  it('pauses, changes and deletes an alert', async () => {
    const id = await setAlert(t, misty, {
      kind: 'product_move',
      productId: 'base1-58',
      thresholdPercent: 10,
      windowDays: 1,
    });
    const changed = await call(t, misty, 'PATCH', `/api/price-alerts/${id}`, {
      active: false,
      thresholdPercent: 25,
      windowDays: 30,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ active: false, thresholdPercent: 25, windowDays: 30 });
    expect((await call(t, misty, 'DELETE', `/api/price-alerts/${id}`)).status).toBe(204);
    expect((await call(t, misty, 'DELETE', `/api/price-alerts/${id}`)).status).toBe(404);
  });

  it("never shows, changes or deletes another user's alert", async () => {
    const id = await setAlert(t, ash, above);
    const items = (await call(t, misty, 'GET', '/api/price-alerts')).body.items as { id: number }[];
    expect(items.map((a) => a.id)).not.toContain(id);
    expect(
      (await call(t, misty, 'PATCH', `/api/price-alerts/${id}`, { active: false })).status,
    ).toBe(404);
    expect((await call(t, misty, 'DELETE', `/api/price-alerts/${id}`)).status).toBe(404);
    const mine = (await call(t, ash, 'GET', '/api/price-alerts')).body.items as {
      id: number;
      active: boolean;
    }[];
    expect(mine.find((a) => a.id === id)?.active).toBe(true);
    expect((await call(t, null, 'GET', '/api/price-alerts')).status).toBe(401);
  });

  it('keeps each user within the quota, even when requests race', async () => {
    const user = await createTestUser(t.app);
    const tries = Array.from({ length: PRICE_ALERT_QUOTA + 5 }, (_, n) =>
      call(t, user, 'POST', '/api/price-alerts', { ...above, thresholdCents: 100 + n }),
    );
    const statuses = (await Promise.all(tries)).map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(PRICE_ALERT_QUOTA);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    const over = await call(t, user, 'POST', '/api/price-alerts', above);
    expect(over.body.message ?? JSON.stringify(over.body)).toContain(`${PRICE_ALERT_QUOTA}`);
  });
});
