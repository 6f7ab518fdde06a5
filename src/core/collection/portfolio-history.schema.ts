import { z } from 'zod';
import { CHART_RANGES } from './chart-series.ts';

/** One day of GET /api/iOSUserCards/portfolio/history, in dollars (decision 051). */
export const portfolioHistoryDaySchema = z.object({
  date: z.string(),
  /** What was held at the end of the day. */
  value: z.number(),
  /** Market movement of what was held (additions from their add-day value). */
  market_change: z.number(),
  /** Value of the items added (or first priced) that day, at that day's price. */
  added: z.number(),
  /** Last held value of the items removed that day. */
  removed: z.number(),
  /** What was paid for the items added that day (where recorded). */
  cost: z.number(),
});
export type PortfolioHistoryDay = z.infer<typeof portfolioHistoryDaySchema>;

/** The change over one chart range: the days after `from` up to `to`. */
export const portfolioPeriodChangeSchema = z.object({
  range: z.enum(CHART_RANGES),
  from: z.string(),
  to: z.string(),
  start_value: z.number(),
  end_value: z.number(),
  market_change: z.number(),
  /** Market change against start value plus value added; null when both are 0. */
  market_change_percent: z.number().nullable(),
  added: z.number(),
  removed: z.number(),
  cost: z.number(),
});
export type PortfolioPeriodChange = z.infer<typeof portfolioPeriodChangeSchema>;

export const portfolioHistorySchema = z.object({
  binder_id: z.number().int().nullable(),
  days: z.array(portfolioHistoryDaySchema),
  changes: z.array(portfolioPeriodChangeSchema),
});
export type PortfolioHistory = z.infer<typeof portfolioHistorySchema>;
