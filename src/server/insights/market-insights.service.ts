import type { z } from 'zod';
import type {
  MarketIndex,
  MostValuable,
  MostValuableQuery,
  Movers,
  MoversQuery,
  TopCards,
  topCardsQuerySchema,
} from '#core/insights/insights.schema.ts';
import type { Queryable } from '../db/executor.ts';
import { metaFor, readMeta, toProduct } from './insights-read.sql.ts';
import {
  findMarketIndex,
  findMostValuable,
  findMovers,
  findTopCards,
} from './market.repository.ts';

export type InsightsDeps = { pool: Queryable };

export async function getMovers(deps: InsightsDeps, query: MoversQuery): Promise<Movers> {
  const [meta, gainers, losers] = await Promise.all([
    readMeta(deps.pool),
    findMovers(deps.pool, query, 'up'),
    findMovers(deps.pool, query, 'down'),
  ]);
  const sources = [...gainers, ...losers].map((mover) => mover.source);
  return { meta: metaFor(meta, sources), period: query.period, by: query.by, gainers, losers };
}

export async function getMostValuable(
  deps: InsightsDeps,
  query: MostValuableQuery,
): Promise<MostValuable> {
  const wantCards = query.productType !== 'sealed';
  const wantSealed = query.productType !== 'card';
  const [meta, cards, sealed] = await Promise.all([
    readMeta(deps.pool),
    wantCards ? findMostValuable(deps.pool, query, 'card') : [],
    wantSealed ? findMostValuable(deps.pool, query, 'sealed') : [],
  ]);
  const sources = [...cards, ...sealed].map((product) => product.source);
  return { meta: metaFor(meta, sources), cards, sealed };
}

export async function getMarketIndex(
  deps: InsightsDeps,
  language: MarketIndex['language'],
): Promise<MarketIndex> {
  const [meta, points] = await Promise.all([
    readMeta(deps.pool),
    findMarketIndex(deps.pool, language),
  ]);
  return {
    meta,
    language,
    basketSize: points.at(-1)?.products ?? 0,
    points: points.map(({ date, valueCents }) => ({ date, valueCents })),
  };
}

const changeOf = (market: number, past: number | null) => (past === null ? null : market - past);

export async function getTopCards(
  deps: InsightsDeps,
  query: z.infer<typeof topCardsQuerySchema>,
): Promise<TopCards> {
  const [meta, rows] = await Promise.all([readMeta(deps.pool), findTopCards(deps.pool, query)]);
  const groups = new Map<string, TopCards['data'][number]>();
  for (const row of rows) {
    const seriesId = row.series_id ?? '';
    const key = `${row.language}:${seriesId}`;
    let group = groups.get(key);
    if (!group) {
      group = { seriesId, seriesName: row.series_name, language: row.language, cards: [] };
      groups.set(key, group);
    }
    group.cards.push({
      ...toProduct(row),
      change1dCents: changeOf(row.market_cents, row.cents_1d),
      change7dCents: changeOf(row.market_cents, row.cents_7d),
      change30dCents: changeOf(row.market_cents, row.cents_30d),
    });
  }
  return {
    timestamp: meta.computedAt,
    meta: metaFor(
      meta,
      rows.map((row) => row.source),
    ),
    data: [...groups.values()],
  };
}
