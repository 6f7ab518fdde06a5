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
import { addDays, datesEndingOn, toUtcDate } from '#core/prices/price-dates.ts';
import type { ServerDeps } from '../../deps.ts';
import { type DemoSeries, demoSeriesForUser } from '../../prices/demo-history.ts';
import { findBinder } from '../binders/binders.repository.ts';
import { binderNotFound } from '../binders/binders.service.ts';
import { toGradedPriceRecord } from '../values/item-value.ts';
import {
  findDailyPrices,
  findHoldings,
  type HoldingRow,
  type PriceRow,
} from './holdings.repository.ts';
import { BACKFILL_DAYS } from './snapshots.repository.ts';

const printingKey = (productId: string, variant: string) => `${productId}|${variant}`;

/** The price key of an item: its printing, plus company and grade for graded copies. */
function unitKey(row: HoldingRow): string {
  const printing = printingKey(row.priceProductId ?? '', row.priceVariant ?? '');
  return row.graded && row.gradingCompany && row.gradeScore !== null
    ? `${printing}|${row.gradingCompany}|${row.gradeScore}`
    : printing;
}

/** One copy's value on a price day, as collection-values values it (item-value.ts). */
function unitCents(price: PriceRow, row: HoldingRow): number | null {
  if (row.graded && row.gradingCompany && row.gradeScore !== null) {
    const record = toGradedPriceRecord(price.productId, null, price.ladder);
    const estimate = estimateGradedPrice(record, row.gradingCompany, row.gradeScore);
    if (estimate !== null) {
      return Math.round(estimate * 100);
    }
  }
  return price.marketCents;
}

/** Simulated days of a demo database (decision 017) as price rows; stored days win. */
function demoPriceRows(series: readonly DemoSeries[], from: string): PriceRow[] {
  return series.flatMap((entry) =>
    entry.days.flatMap((values, index) => {
      const date = addDays(entry.start, index);
      const [market, psa10, cgc10, sgc10, bgs10, graded9, graded8, graded7] = values;
      return date < from
        ? []
        : [
            {
              productId: entry.p,
              variant: entry.v,
              date,
              marketCents: market ?? null,
              ladder: {
                psa10: psa10 ?? null,
                cgc10: cgc10 ?? null,
                sgc10: sgc10 ?? null,
                bgs10: bgs10 ?? null,
                graded9: graded9 ?? null,
                graded8: graded8 ?? null,
                graded7: graded7 ?? null,
              },
            },
          ];
    }),
  );
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
    const printings = new Map<string, { productId: string; variant: string }>();
    for (const row of holdings) {
      const productId = row.priceProductId as string;
      const variant = row.priceVariant as string;
      printings.set(printingKey(productId, variant), { productId, variant });
    }
    const stored = await findDailyPrices(pool, [...printings.values()], from, today);
    const demo = config.SEED_DEMO_CATALOG
      ? demoPriceRows(await demoSeriesForUser(pool, userId), from)
      : [];
    const byPrinting = new Map<string, PriceRow[]>();
    const seen = new Set<string>();
    for (const price of [...stored, ...demo]) {
      const key = printingKey(price.productId, price.variant);
      if (!printings.has(key) || seen.has(`${key}|${price.date}`) || price.date > today) {
        continue;
      }
      seen.add(`${key}|${price.date}`);
      const list = byPrinting.get(key) ?? [];
      list.push(price);
      byPrinting.set(key, list);
    }
    const unitSeries = new Map<string, (number | null)[]>();
    const spans: HeldSpan[] = holdings.map((row) => {
      const key = unitKey(row);
      if (!unitSeries.has(key)) {
        const prices = byPrinting.get(
          printingKey(row.priceProductId ?? '', row.priceVariant ?? ''),
        );
        unitSeries.set(
          key,
          carryForward(
            days,
            (prices ?? []).map((price) => ({ date: price.date, cents: unitCents(price, row) })),
          ),
        );
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
