import type {
  InsightProduct,
  MostValuableQuery,
  Mover,
  MoverPeriod,
  MoversQuery,
} from '#core/insights/insights.schema.ts';
import type { Queryable } from '../db/executor.ts';
import {
  filterConditions,
  PRODUCT_COLUMNS,
  PRODUCT_JOINS,
  type ProductRow,
  toProduct,
} from './insights-read.sql.ts';

const PERIOD_COLUMNS: Record<MoverPeriod, string> = {
  '1d': '1d',
  '7d': '7d',
  '30d': '30d',
};

type MoverRow = ProductRow & {
  from_cents: number;
  change_cents: number;
  change_pct: number | null;
};

function toMover(row: MoverRow): Mover {
  return {
    ...toProduct(row),
    fromCents: row.from_cents,
    changeCents: row.change_cents,
    changePercent: row.change_pct,
  };
}

/**
 * Top gainers or losers over the period, by dollar or percent change (precomputed columns,
 * each with an index, so a ranking reads only the rows it returns).
 */
export async function findMovers(
  db: Queryable,
  query: MoversQuery,
  direction: 'up' | 'down',
): Promise<Mover[]> {
  const params: unknown[] = [];
  const period = PERIOD_COLUMNS[query.period];
  const order = query.by === 'percent' ? `st.change_${period}_pct` : `st.change_${period}_cents`;
  const conditions = filterConditions(query, params);
  conditions.push(direction === 'up' ? `${order} > 0` : `${order} < 0`);
  params.push(query.limit);
  const { rows } = await db.query<MoverRow>(
    `SELECT ${PRODUCT_COLUMNS}, st.cents_${period} AS from_cents,
       st.change_${period}_cents AS change_cents, st.change_${period}_pct AS change_pct
     FROM insights_product_stats st ${PRODUCT_JOINS}
     WHERE ${conditions.join(' AND ')}
     ORDER BY ${order} ${direction === 'up' ? 'DESC' : 'ASC'}, st.product_id
     LIMIT $${params.length}`,
    params,
  );
  return rows.map(toMover);
}

/** The most valuable products of one type under the filters. */
export async function findMostValuable(
  db: Queryable,
  query: MostValuableQuery,
  productType: 'card' | 'sealed',
): Promise<InsightProduct[]> {
  const params: unknown[] = [];
  const conditions = filterConditions({ ...query, productType }, params);
  params.push(query.limit);
  const { rows } = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM insights_product_stats st ${PRODUCT_JOINS}
     WHERE ${conditions.join(' AND ')}
     ORDER BY st.market_cents DESC, st.product_id LIMIT $${params.length}`,
    params,
  );
  return rows.map(toProduct);
}

export async function findMarketIndex(
  db: Queryable,
  language: string,
): Promise<{ date: string; valueCents: number; products: number }[]> {
  const { rows } = await db.query<{ date: string; value_cents: string; products: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS date, value_cents, products
     FROM insights_market_index WHERE language = $1 ORDER BY day`,
    [language],
  );
  return rows.map((row) => ({
    date: row.date,
    valueCents: Number(row.value_cents),
    products: row.products,
  }));
}

export type TopCardRow = ProductRow & {
  cents_1d: number | null;
  cents_7d: number | null;
  cents_30d: number | null;
};

/** The `limit` most valuable cards of each series (one series when given). */
export async function findTopCards(
  db: Queryable,
  filters: { series?: string; language?: string; limit: number },
): Promise<TopCardRow[]> {
  const params: unknown[] = [];
  const conditions = filterConditions({ ...filters, productType: 'card' }, params);
  conditions.push('st.series_id IS NOT NULL');
  params.push(filters.limit);
  const { rows } = await db.query<TopCardRow>(
    `SELECT ${PRODUCT_COLUMNS}, st.cents_1d, st.cents_7d, st.cents_30d
     FROM insights_product_stats st ${PRODUCT_JOINS}
     WHERE ${conditions.join(' AND ')} AND st.series_rank <= $${params.length}
     ORDER BY st.language, st.series_id, st.series_rank`,
    params,
  );
  return rows;
}
