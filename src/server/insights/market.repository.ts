import type {
  InsightProduct,
  MostValuableQuery,
  Mover,
  MoverPeriod,
  MoversQuery,
} from '#core/insights/insights.schema.ts';
import { PERCENT_MOVER_MIN_BASE_CENTS } from '#core/insights/typical-msrp.ts';
import {
  filterConditions,
  PRODUCT_COLUMNS,
  PRODUCT_JOINS,
  type ProductRow,
  type Queryable,
  toProduct,
} from './insights-read.sql.ts';

const PERIOD_COLUMNS: Record<MoverPeriod, string> = {
  '1d': 'cents_1d',
  '7d': 'cents_7d',
  '30d': 'cents_30d',
};

type MoverRow = ProductRow & { from_cents: number };

function toMover(row: MoverRow): Mover {
  const changeCents = row.market_cents - row.from_cents;
  return {
    ...toProduct(row),
    fromCents: row.from_cents,
    changeCents,
    changePercent: row.from_cents > 0 ? (changeCents / row.from_cents) * 100 : null,
  };
}

/** Top gainers or losers over the period, by dollar or percent change. */
export async function findMovers(
  db: Queryable,
  query: MoversQuery,
  direction: 'up' | 'down',
): Promise<Mover[]> {
  const params: unknown[] = [];
  const from = `st.${PERIOD_COLUMNS[query.period]}`;
  const conditions = filterConditions(query, params);
  conditions.push(`${from} IS NOT NULL`);
  conditions.push(direction === 'up' ? `st.market_cents > ${from}` : `st.market_cents < ${from}`);
  const change =
    query.by === 'percent'
      ? `(st.market_cents - ${from})::float8 / ${from}`
      : `(st.market_cents - ${from})`;
  if (query.by === 'percent') {
    conditions.push(`${from} >= ${PERCENT_MOVER_MIN_BASE_CENTS}`);
  }
  params.push(query.limit);
  const { rows } = await db.query<MoverRow>(
    `SELECT ${PRODUCT_COLUMNS}, ${from} AS from_cents
     FROM insights_product_stats st ${PRODUCT_JOINS}
     WHERE ${conditions.join(' AND ')}
     ORDER BY ${change} ${direction === 'up' ? 'DESC' : 'ASC'}, st.product_id
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
  // Rank on the stats table alone, then join names for the few rows kept.
  const { rows } = await db.query<TopCardRow>(
    `WITH ranked AS (
       SELECT st.*, row_number() OVER (PARTITION BY st.language, st.series_id
         ORDER BY st.market_cents DESC, st.product_id) AS rank
       FROM insights_product_stats st WHERE ${conditions.join(' AND ')}
     )
     SELECT ${PRODUCT_COLUMNS}, st.cents_1d, st.cents_7d, st.cents_30d
     FROM ranked st ${PRODUCT_JOINS}
     WHERE st.rank <= $${params.length}
     ORDER BY st.language, st.series_id, st.rank`,
    params,
  );
  return rows;
}
