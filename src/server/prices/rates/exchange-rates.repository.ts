import type { ExchangeRates } from '#core/money/currency.ts';
import type { Queryable } from '../../db/executor.ts';

export type RateRow = { date: string; currency: string; unitsPerUsd: number; source: string };

/** Upserts one day's rates (units per US dollar). */
export async function saveExchangeRates(db: Queryable, rows: readonly RateRow[]): Promise<number> {
  if (rows.length === 0) {
    return 0;
  }
  const { rowCount } = await db.query(
    `INSERT INTO exchange_rates (rate_date, currency, units_per_usd, source)
     SELECT * FROM unnest($1::date[], $2::text[], $3::float8[], $4::text[])
     ON CONFLICT (rate_date, currency) DO UPDATE SET units_per_usd = excluded.units_per_usd,
       source = excluded.source, updated_at = now()
     WHERE exchange_rates.units_per_usd IS DISTINCT FROM excluded.units_per_usd`,
    [
      rows.map((row) => row.date),
      rows.map((row) => row.currency),
      rows.map((row) => row.unitsPerUsd),
      rows.map((row) => row.source),
    ],
  );
  return rowCount ?? 0;
}

/**
 * Each currency's newest rate on or before `day` (today when omitted), with the newest date
 * among them; USD is 1.
 */
export async function findRatesOn(db: Queryable, day?: string): Promise<ExchangeRates> {
  const { rows } = await db.query<{
    currency: string;
    units: number;
    date: string;
    source: string;
  }>(
    `SELECT DISTINCT ON (currency) currency, units_per_usd AS units, rate_date::text AS date, source
     FROM exchange_rates WHERE rate_date <= coalesce($1::date, current_date)
     ORDER BY currency, rate_date DESC`,
    [day ?? null],
  );
  const newest = rows.reduce<(typeof rows)[number] | undefined>(
    (best, row) => (!best || row.date > best.date ? row : best),
    undefined,
  );
  return {
    date: newest?.date ?? null,
    source: newest?.source ?? null,
    units_per_usd: { USD: 1, ...Object.fromEntries(rows.map((row) => [row.currency, row.units])) },
  };
}
