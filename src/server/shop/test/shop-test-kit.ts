import pg from 'pg';
import type { TestApp } from '../../test/test-app.ts';
import { seedDemoShop } from '../seed/demo-shop.ts';

export const ADDRESS = {
  name: 'Ash Ketchum',
  line1: '1 Route 1',
  city: 'Pallet Town',
  postalCode: '10001',
  region: 'NY',
  country: 'US',
};

export async function seedShop(t: TestApp): Promise<void> {
  await seedDemoShop(t.app.db);
}

/** One SQL query against the test database, outside the app. */
export async function query<T = Record<string, unknown>>(
  t: TestApp,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

export async function stockOf(t: TestApp, id: number): Promise<number> {
  const [row] = await query<{ stock: number }>(t, 'SELECT stock FROM shop_products WHERE id = $1', [
    id,
  ]);
  return Number(row?.stock);
}

export async function insertProduct(
  t: TestApp,
  values: {
    name?: string;
    priceCents?: number;
    memberPriceCents?: number | null;
    stock: number;
    categoryId?: number | null;
  },
): Promise<number> {
  const [row] = await query<{ id: number }>(
    t,
    `INSERT INTO shop_products (name, price_cents, member_price_cents, stock, category_id)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      values.name ?? `Test product ${Math.random().toString(36).slice(2, 8)}`,
      values.priceCents ?? 1000,
      values.memberPriceCents ?? null,
      values.stock,
      values.categoryId ?? 1,
    ],
  );
  return Number(row?.id);
}

/** The ref in a test provider's redirect URL (/api/payments/test/checkout/<ref>). */
export function refOf(redirectUrl: string): string {
  return redirectUrl.split('/').pop() ?? '';
}
