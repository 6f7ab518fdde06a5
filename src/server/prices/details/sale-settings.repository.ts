import type { SaleSettings } from '#core/prices/sale-settings.schema.ts';
import type { Queryable } from '../../db/executor.ts';

export async function findSaleSettings(
  db: Queryable,
  userId: number,
): Promise<SaleSettings | undefined> {
  const { rows } = await db.query<{ tcgplayer: number; ebay: number; cardmarket: number }>(
    `SELECT tcgplayer_shipping_cents AS tcgplayer, ebay_shipping_cents AS ebay,
       cardmarket_shipping_cents AS cardmarket
     FROM user_sale_settings WHERE user_id = $1`,
    [userId],
  );
  const row = rows[0];
  return row && { shipping_cents: row };
}

export async function saveSaleSettings(
  db: Queryable,
  userId: number,
  settings: SaleSettings,
): Promise<void> {
  const { tcgplayer, ebay, cardmarket } = settings.shipping_cents;
  await db.query(
    `INSERT INTO user_sale_settings
       (user_id, tcgplayer_shipping_cents, ebay_shipping_cents, cardmarket_shipping_cents)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET
       tcgplayer_shipping_cents = excluded.tcgplayer_shipping_cents,
       ebay_shipping_cents = excluded.ebay_shipping_cents,
       cardmarket_shipping_cents = excluded.cardmarket_shipping_cents, updated_at = now()`,
    [userId, tcgplayer, ebay, cardmarket],
  );
}
