import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, query, seedShop } from '../shop/test/shop-test-kit.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createAdmin, createTestUser, type TestUser } from '../test/users.ts';

let t: TestApp;
let admin: TestUser;
let otherAdmin: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  t = await createTestApp({ ORDER_SWEEP_SECONDS: '0' });
  await seedShop(t);
  admin = await createAdmin(t.app);
  otherAdmin = await createAdmin(t.app);
  buyer = await createTestUser(t.app);
});
afterAll(async () => t.close());

type Entry = {
  adminId: number;
  adminEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
};

async function auditLog(qs = '') {
  const res = await t.app.inject({ url: `/api/admin/audit-log${qs}`, headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: Entry[]; total: number };
}

describe('audit log of admin actions', () => {
  it('records product create, edit and restock with who, when, before and after', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/shop/products',
      headers: admin.headers,
      payload: { name: 'Audit tin', price_cents: 1500, stock: 3 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().product.id as number;
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/shop/products/${id}`,
      headers: otherAdmin.headers,
      payload: { price_cents: 1800 },
    });
    expect(edited.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/shop/products/${id}/restock`,
      headers: admin.headers,
      payload: { delta: 5 },
    });

    const { items } = await auditLog(`?targetType=product&targetId=${id}`);
    expect(items.map((item) => item.action)).toEqual([
      'product.restock',
      'product.update',
      'product.create',
    ]);
    const [restock, update, create] = items;
    expect(create).toMatchObject({ adminId: admin.id, adminEmail: admin.email, before: null });
    expect(create?.after).toMatchObject({ name: 'Audit tin', price_cents: 1500 });
    expect(update).toMatchObject({ adminId: otherAdmin.id, adminEmail: otherAdmin.email });
    expect(update?.before).toMatchObject({ price_cents: 1500 });
    expect(update?.after).toMatchObject({ price_cents: 1800 });
    expect(restock?.before).toMatchObject({ stock: 3 });
    expect(restock?.after).toMatchObject({ stock: 8 });
    expect(Date.now() - Date.parse(create?.createdAt ?? '')).toBeLessThan(60_000);
  });

  it('records an order status change, and nothing for a refused one', async () => {
    const [order] = await query<{ id: number }>(
      t,
      `insert into orders (user_id, status, subtotal_cents, discount_cents, total_cents,
         shipping_address, provider, expires_at)
       values ($1, 'pending', 1000, 0, 1000, $2::jsonb, 'test', now() + interval '1 hour')
       returning id`,
      [buyer.id, JSON.stringify({ ...ADDRESS, line2: '' })],
    );
    const url = `/api/admin/shop/orders/${order?.id}`;
    const cancel = await t.app.inject({
      method: 'PATCH',
      url,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'PATCH',
      url,
      headers: admin.headers,
      payload: { status: 'paid' },
    });
    expect(refused.statusCode).toBe(409);
    const { items } = await auditLog(`?targetType=order&targetId=${order?.id}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      action: 'order.status',
      before: { status: 'pending' },
      after: { status: 'cancelled' },
    });
  });

  it('records a giveaway draw', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/giveaways/2026-01/draw',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const { items } = await auditLog('?action=giveaway.draw');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ targetId: '2026-01', after: { seed: res.json().seed } });
  });

  it('filters and pages', async () => {
    const all = await auditLog();
    expect(all.total).toBeGreaterThanOrEqual(5);
    const page2 = await auditLog('?page=2');
    expect(page2.items).toHaveLength(0);
    const bad = await t.app.inject({ url: '/api/admin/audit-log?page=0', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
  });
});
