// Seeds the demo shop (categories and sealed products) when the shop has no products:
//   npm run shop:seed
// Uses DATABASE_URL, else the app's embedded PostgreSQL (stop the app first: one data folder).
import { seedDemoShop } from '#server/shop/seed/demo-shop.ts';
import { runScript, withAppDb } from './lib/run-script.ts';

async function main(): Promise<number> {
  return withAppDb(async ({ db }) => {
    const inserted = await seedDemoShop(db);
    console.log(
      inserted > 0
        ? `demo shop seeded: ${inserted} products`
        : 'the shop already has products: nothing seeded',
    );
    return 0;
  }, 2);
}

runScript(main, { failed: 'shop seed failed' });
