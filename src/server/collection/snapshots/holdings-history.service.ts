import { estimateGradedPrice } from '#core/collection/graded-estimate.ts';
import {
  buildHoldingsHistory,
  carryForward,
  type HeldSpan,
  type HistoryDay,
} from '#core/collection/holdings-history.ts';
import { getPeriodChanges, type PeriodChange } from '#core/collection/period-change.ts';
import type {
  PortfolioHistory,
  PortfolioHistoryDay,
  PortfolioPeriodChange,
} from '#core/collection/portfolio-history.schema.ts';
import { priceForCondition } from '#core/prices/condition-price.ts';
import { datesEndingOn, toUtcDate } from '#core/prices/price-dates.ts';
import type { ServerDeps } from '../../deps.ts';
import { demoSeriesForUser } from '../../prices/demo-history.ts';
import { findBinder } from '../binders/binders.repository.ts';
import { binderNotFound } from '../binders/binders.service.ts';
import { type LadderCents, toGradedPriceRecord } from '../values/item-value.ts';
import { withDemoDays } from './demo-price-series.ts';
import {
  findHoldings,
  type HoldingRow,
  type PriceSeries,
  printingKey,
} from './holdings.repository.ts';
import { createPriceSeriesCache } from './price-series-cache.ts';
import { BACKFILL_DAYS } from './snapshots.repository.ts';

const isGraded = (row: HoldingRow) =>
  row.graded && row.gradingCompany !== null && row.gradeScore !== null;

/** The price key of an item: its printing, plus company and grade or the condition. */
function unitKey(row: HoldingRow): string {
  const printing = printingKey(row.priceProductId ?? '', row.priceVariant ?? '');
  return isGraded(row)
    ? `${printing}|${row.gradingCompany}|${row.gradeScore}`
    : `${printing}|${row.condition}`;
}

/** One copy's value per price day, as collection-values values it (item-value.ts). */
function unitCents(series: PriceSeries, row: HoldingRow): (number | null)[] {
  const ladder = series.ladder;
  if (!isGraded(row) || !ladder) {
    // Graded copies without a ladder fall back to the market price, as item-value.ts does.
    if (isGraded(row)) {
      return series.market;
    }
    return series.market.map(
      (market, i) =>
        priceForCondition(market, series.conditions?.[i] ?? null, row.condition)?.cents ?? null,
    );
  }
  return series.market.map((market, i) => {
    const day: LadderCents = {
      psa10: ladder.psa10[i] ?? null,
      cgc10: ladder.cgc10[i] ?? null,
      sgc10: ladder.sgc10[i] ?? null,
      bgs10: ladder.bgs10[i] ?? null,
      graded9: ladder.graded9[i] ?? null,
      graded8: ladder.graded8[i] ?? null,
      graded7: ladder.graded7[i] ?? null,
    };
    const record = toGradedPriceRecord(series.productId, null, day);
    const estimate = estimateGradedPrice(
      record,
      row.gradingCompany as string,
      row.gradeScore as number,
    );
    return estimate === null ? market : Math.round(estimate * 100);
  });
}

const units = (cents: number) => Math.round(cents) / 100;

function toWireDay(day: HistoryDay): PortfolioHistoryDay {
  return {
    date: day.date,
    value: units(day.valueCents),
    market_change: units(day.marketCents),
    added: units(day.addedCents),
    removed: units(day.removedCents),
    cost: units(day.costCents),
  };
}

function toWireChange(change: PeriodChange): PortfolioPeriodChange {
  return {
    range: change.range,
    from: change.from,
    to: change.to,
    start_value: units(change.startValueCents),
    end_value: units(change.endValueCents),
    market_change: units(change.marketCents),
    market_change_percent: change.marketPercent,
    added: units(change.addedCents),
    removed: units(change.removedCents),
    cost: units(change.costCents),
  };
}

/**
 * The portfolio history of decision 051: each day's value of what was held, computed from
 * the items' add and removal days and the price history, so additions, imports, removals and
 * binder moves never show as market movement.
 */
export function createHoldingsHistoryService(deps: Pick<ServerDeps, 'pool' | 'config'>) {
  const { pool, config } = deps;
  const priceCache = createPriceSeriesCache();

  async function getHistory(
    userId: number,
    binderId: number | null,
    today = toUtcDate(new Date()),
  ): Promise<PortfolioHistory> {
    if (binderId !== null && !(await findBinder(pool, userId, binderId))) {
      throw binderNotFound(binderId);
    }
    const days = datesEndingOn(today, BACKFILL_DAYS);
    const from = days[0] as string;
    const holdings = (await findHoldings(pool, userId, binderId, from)).filter(
      (row) => row.priceProductId !== null,
    );
    const printings = new Map<string, { productId: string; variant: string; graded: boolean }>();
    for (const row of holdings) {
      const productId = row.priceProductId as string;
      const variant = row.priceVariant as string;
      const key = printingKey(productId, variant);
      const graded = (printings.get(key)?.graded ?? false) || isGraded(row);
      printings.set(key, { productId, variant, graded });
    }
    const stored = await priceCache.load(pool, [...printings.values()], from, today);
    const prices = config.SEED_DEMO_CATALOG
      ? withDemoDays(stored, await demoSeriesForUser(pool, userId), from)
      : stored;
    const byPrinting = new Map(
      prices.map((series) => [printingKey(series.productId, series.variant), series]),
    );
    const unitSeries = new Map<string, (number | null)[]>();
    const spans: HeldSpan[] = holdings.map((row) => {
      const key = unitKey(row);
      const series = byPrinting.get(printingKey(row.priceProductId ?? '', row.priceVariant ?? ''));
      if (!unitSeries.has(key) && series) {
        unitSeries.set(key, carryForward(days.length, series.offsets, unitCents(series, row)));
      }
      return {
        unitKey: key,
        quantity: row.quantity,
        addedDay: row.addedDay,
        removedDay: row.removedDay,
        costCents: row.purchasePriceCents === null ? null : row.purchasePriceCents * row.quantity,
      };
    });
    const history = buildHoldingsHistory(days, unitSeries, spans);
    return {
      binder_id: binderId,
      days: history.map(toWireDay),
      changes: getPeriodChanges(history).map(toWireChange),
    };
  }

  return { getHistory };
}
