import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { shopCategories, shopProducts } from '../../db/schema/index.ts';
import type { ServerDeps } from '../../deps.ts';
import { countProducts } from '../products/products.repository.ts';

/** Category 2 (accessories) does not count towards the 10-items-per-order limit. */
export const DEMO_CATEGORIES = [
  { id: 1, name: 'Sealed products', slug: 'sealed', sortOrder: 1 },
  { id: 2, name: 'Accessories', slug: 'accessories', sortOrder: 2 },
  { id: 3, name: 'Rare products', slug: 'rare', sortOrder: 3 },
];

type DemoProduct = {
  id: number;
  name: string;
  description: string;
  priceCents: number;
  memberPriceCents: number | null;
  stock: number;
  categoryId: number;
  memberOnly?: boolean;
  /** The demo catalog's sealed product (data/demo-catalog/sealed.ndjson): its image is shown. */
  catalogProductId?: string;
};

/**
 * Demo products written for this project (prices are illustrative). Ids 1-5 are those of the
 * quantity override table in src/core/cart/cart-limits.ts.
 */
export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    id: 1,
    name: 'Scarlet & Violet 151 Booster Bundle',
    description: 'Six booster packs of the Scarlet & Violet 151 expansion.',
    priceCents: 3999,
    memberPriceCents: 3599,
    stock: 40,
    categoryId: 1,
    catalogProductId: 'en-sealed-demo-sv03.5-booster-bundle',
  },
  {
    id: 2,
    name: 'Prismatic Evolutions Elite Trainer Box',
    description: 'Nine booster packs, sleeves, dice and a collector box.',
    priceCents: 7499,
    memberPriceCents: 6999,
    stock: 12,
    categoryId: 1,
    catalogProductId: 'en-sealed-demo-sv08.5-etb',
  },
  {
    id: 3,
    name: 'Surging Sparks Booster Pack',
    description: 'One booster pack of ten cards from Surging Sparks.',
    priceCents: 499,
    memberPriceCents: 449,
    stock: 200,
    categoryId: 1,
    catalogProductId: 'en-sealed-demo-sv08-booster-pack',
  },
  {
    id: 4,
    name: 'Twilight Masquerade Booster Box',
    description: 'A sealed display of 36 booster packs.',
    priceCents: 15_999,
    memberPriceCents: 14_499,
    stock: 6,
    categoryId: 1,
  },
  {
    id: 5,
    name: 'Charizard ex Super-Premium Collection',
    description: 'A collector box with an etched foil Charizard ex and ten packs.',
    priceCents: 12_999,
    memberPriceCents: 11_999,
    stock: 3,
    categoryId: 3,
    memberOnly: true,
  },
  {
    id: 6,
    name: 'Paldean Fates Tech Sticker Collection',
    description: 'Three booster packs and a sticker sheet.',
    priceCents: 1499,
    memberPriceCents: 1349,
    stock: 25,
    categoryId: 1,
  },
  {
    id: 7,
    name: 'Matte Card Sleeves (100)',
    description: 'Standard-size matte sleeves, acid free.',
    priceCents: 899,
    memberPriceCents: 799,
    stock: 150,
    categoryId: 2,
  },
  {
    id: 8,
    name: 'Magnetic One-Touch Holder 35pt',
    description: 'UV-protected holder for one standard card.',
    priceCents: 399,
    memberPriceCents: null,
    stock: 300,
    categoryId: 2,
  },
  {
    id: 9,
    name: '9-Pocket Zip Binder',
    description: 'A zip binder with 20 side-loading pages (360 cards).',
    priceCents: 2999,
    memberPriceCents: 2699,
    stock: 30,
    categoryId: 2,
  },
  {
    id: 10,
    name: 'Japanese Terastal Festival ex Booster Box',
    description: 'A sealed Japanese box of ten packs.',
    priceCents: 8999,
    memberPriceCents: 8499,
    stock: 0,
    categoryId: 3,
    memberOnly: true,
  },
];

/** Inserts the demo shop when it has no products. Safe to call from several processes. */
export async function seedDemoShop(db: Executor): Promise<number> {
  if ((await countProducts(db)) > 0) {
    return 0;
  }
  await db.insert(shopCategories).values(DEMO_CATEGORIES).onConflictDoNothing();
  const rows = await db
    .insert(shopProducts)
    .values(
      DEMO_PRODUCTS.map((product) => ({ ...product, memberOnly: product.memberOnly ?? false })),
    )
    .onConflictDoNothing()
    .returning({ id: shopProducts.id });
  // Explicit ids were used: move the identity sequences past them.
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('shop_products', 'id'), (SELECT max(id) FROM shop_products))`,
  );
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('shop_categories', 'id'), (SELECT max(id) FROM shop_categories))`,
  );
  return rows.length;
}

export async function seedDemoShopOnStart(
  deps: Pick<ServerDeps, 'db' | 'log' | 'config'>,
): Promise<void> {
  if (!deps.config.SEED_DEMO_SHOP) {
    return;
  }
  const inserted = await seedDemoShop(deps.db);
  if (inserted > 0) {
    deps.log.info({ products: inserted }, 'demo shop seeded');
  }
}
