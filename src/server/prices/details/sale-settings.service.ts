import type pg from 'pg';
import type { SaleSettings } from '#core/prices/sale-settings.schema.ts';
import { shippingFor } from './price-details.service.ts';
import { saveSaleSettings } from './sale-settings.repository.ts';

export type SaleSettingsDeps = { pool: pg.Pool };

export async function getSaleSettings(
  deps: SaleSettingsDeps,
  userId: number,
): Promise<SaleSettings> {
  return { shipping_cents: await shippingFor(deps.pool, userId) };
}

export async function setSaleSettings(
  deps: SaleSettingsDeps,
  userId: number,
  settings: SaleSettings,
): Promise<SaleSettings> {
  await saveSaleSettings(deps.pool, userId, settings);
  return getSaleSettings(deps, userId);
}
