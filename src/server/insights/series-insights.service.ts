import type { InsightsLanguage } from '#core/insights/insights.schema.ts';
import type {
  RoiSets,
  SeriesPerformance,
  SetPerformance,
  ValueHistory,
} from '#core/insights/series-insights.schema.ts';
import { changePercent, roiPercent } from '#core/insights/typical-msrp.ts';
import type { Queryable } from '../db/executor.ts';
import { metaFor, readMeta } from './insights-read.sql.ts';
import {
  findRoiProducts,
  findSetStats,
  findValueHistory,
  type SetStatsRow,
} from './series.repository.ts';

type Deps = { pool: Queryable };
type Change = SetPerformance['change1m'];

const toNumber = (value: string | null) => (value === null ? null : Number(value));

function change(changeCents: number | null, baseCents: number | null): Change {
  if (changeCents === null || baseCents === null) {
    return null;
  }
  return {
    changeCents,
    baseCents,
    changePercent: changePercent(baseCents, baseCents + changeCents),
  };
}

function toSet(row: SetStatsRow): SetPerformance {
  const sealedMarketCents = toNumber(row.sealed_market_cents);
  const sealedMsrpCents = toNumber(row.sealed_msrp_cents);
  return {
    setId: row.set_id,
    setName: row.set_name,
    language: row.language,
    seriesId: row.series_id,
    seriesName: row.series_name,
    releaseDate: row.release_date,
    valueCents: Number(row.value_cents),
    cardsPriced: row.cards_priced,
    change1m: change(toNumber(row.change_1m_cents), toNumber(row.change_1m_base_cents)),
    change3m: change(toNumber(row.change_3m_cents), toNumber(row.change_3m_base_cents)),
    change1y: change(toNumber(row.change_1y_cents), toNumber(row.change_1y_base_cents)),
    sealedPriced: row.sealed_priced,
    sealedWithMsrp: row.sealed_with_msrp,
    sealedMarketCents,
    sealedMsrpCents,
    sealedRoiPercent:
      sealedMarketCents === null ? null : roiPercent(sealedMarketCents, sealedMsrpCents),
  };
}

function addChange(total: Change, next: Change): Change {
  if (!next) {
    return total;
  }
  const changeCents = (total?.changeCents ?? 0) + next.changeCents;
  const baseCents = (total?.baseCents ?? 0) + next.baseCents;
  return change(changeCents, baseCents);
}

/** Sets, and their series summed from them (changes like for like, as per set). */
export async function getSeriesPerformance(
  deps: Deps,
  filters: { language?: InsightsLanguage; series?: string },
): Promise<SeriesPerformance> {
  const [meta, rows] = await Promise.all([readMeta(deps.pool), findSetStats(deps.pool, filters)]);
  const sets = rows.map(toSet);
  const series = new Map<string, SeriesPerformance['series'][number]>();
  for (const set of sets) {
    const key = `${set.language}:${set.seriesId ?? ''}`;
    const entry = series.get(key) ?? {
      seriesId: set.seriesId ?? '',
      seriesName: set.seriesName,
      language: set.language,
      valueCents: 0,
      sets: 0,
      change1m: null,
      change3m: null,
      change1y: null,
    };
    entry.valueCents += set.valueCents;
    entry.sets += 1;
    entry.change1m = addChange(entry.change1m, set.change1m);
    entry.change3m = addChange(entry.change3m, set.change3m);
    entry.change1y = addChange(entry.change1y, set.change1y);
    series.set(key, entry);
  }
  return { meta, series: [...series.values()], sets };
}

export async function getValueHistory(
  deps: Deps,
  filters: { set?: string; series?: string; language?: InsightsLanguage },
): Promise<ValueHistory> {
  const [meta, points] = await Promise.all([
    readMeta(deps.pool),
    findValueHistory(deps.pool, filters),
  ]);
  return { meta, points };
}

/** Sets whose sealed products have an MSRP, by ROI (summed market over summed MSRP). */
export async function getRoiSets(deps: Deps, language: InsightsLanguage): Promise<RoiSets> {
  const [meta, rows] = await Promise.all([
    readMeta(deps.pool),
    findRoiProducts(deps.pool, language),
  ]);
  const sets = new Map<string, RoiSets['sets'][number]>();
  for (const row of rows) {
    const set = sets.get(row.set_id) ?? {
      setId: row.set_id,
      setName: row.set_name,
      releaseDate: row.release_date,
      marketCents: 0,
      msrpCents: 0,
      roiPercent: 0,
      products: [],
    };
    set.marketCents += row.market_cents;
    set.msrpCents += row.msrp_cents;
    set.products.push({
      productId: row.product_id,
      name: row.name,
      sealedType: row.sealed_type,
      marketCents: row.market_cents,
      msrpCents: row.msrp_cents,
      msrpSource: row.msrp_source,
      roiPercent: roiPercent(row.market_cents, row.msrp_cents) ?? 0,
      priceDate: row.price_date,
      source: row.source,
    });
    sets.set(row.set_id, set);
  }
  const list = [...sets.values()].map((set) => ({
    ...set,
    roiPercent: roiPercent(set.marketCents, set.msrpCents) ?? 0,
    products: set.products.sort((a, b) => b.roiPercent - a.roiPercent),
  }));
  list.sort((a, b) => b.roiPercent - a.roiPercent || a.setId.localeCompare(b.setId));
  return {
    meta: metaFor(
      meta,
      rows.map((row) => row.source),
    ),
    language,
    sets: list,
  };
}
