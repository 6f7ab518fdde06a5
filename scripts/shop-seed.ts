// Seeds the demo shop (categories and sealed products) when the shop has no products:
//   npm run shop:seed
// Uses DATABASE_URL, else the app's embedded PostgreSQL (stop the app first: one data folder).
import { openAppDatabase } from '#server/catalog/catalog-database.ts';
import { loadConfig } from '#server/config.ts';
import { createDb } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { seedDemoShop } from '#server/shop/seed/demo-shop.ts';

async function main(): Promise<number> {
  const database = await openAppDatabase(loadConfig());
  await runMigrations(database.url);
  const { db, pool } = createDb(database.url, { max: 2 });
  try {
    const inserted = await seedDemoShop(db);
    console.log(
      inserted > 0
        ? `demo shop seeded: ${inserted} products`
        : 'the shop already has products: nothing seeded',
    );
    return 0;
  } finally {
    await pool.end();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`shop seed failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
