import { AppError } from '#core/errors.ts';
import {
  type GradingCandidates,
  type GradingLadder,
  type GradingPremiums,
  gradingCompanies,
} from '#core/insights/grading-insights.schema.ts';
import type { InsightsLanguage, InsightsMeta } from '#core/insights/insights.schema.ts';
import { GRADING_FEE_CENTS } from '#core/insights/typical-msrp.ts';
import type { Queryable } from '../db/executor.ts';
import { findCandidates, findLadder, findPremiums, type LadderRow } from './grading.repository.ts';
import { metaFor, readMeta, toProduct } from './insights-read.sql.ts';

type Deps = { pool: Queryable };
type Rung = GradingLadder['companies'][number]['rungs'][number];

const TEN_COLUMNS = {
  PSA: 'psa10_cents',
  CGC: 'cgc10_cents',
  SGC: 'sgc10_cents',
  BGS: 'bgs10_cents',
} as const;

function rung(grade: Rung['grade'], cents: number | null, rawCents: number): Rung {
  return { grade, cents, multiplier: cents === null || rawCents <= 0 ? null : cents / rawCents };
}

export function toLadder(row: LadderRow): GradingLadder {
  const raw = row.market_cents;
  return {
    ...toProduct(row),
    companies: gradingCompanies.map((company) => ({
      company,
      rungs: [
        rung('raw', raw, raw),
        rung('7', row.graded7_cents, raw),
        rung('8', row.graded8_cents, raw),
        rung('9', row.graded9_cents, raw),
        rung('10', row[TEN_COLUMNS[company]], raw),
      ],
    })),
  };
}

export async function getLadder(
  deps: Deps,
  productId: string,
): Promise<{ meta: InsightsMeta; ladder: GradingLadder }> {
  const [meta, row] = await Promise.all([readMeta(deps.pool), findLadder(deps.pool, productId)]);
  if (!row) {
    throw new AppError('NOT_FOUND', `No priced card with id "${productId}"`);
  }
  return { meta: metaFor(meta, [row.source]), ladder: toLadder(row) };
}

export async function getPremiums(
  deps: Deps,
  query: { language?: InsightsLanguage; by: 'multiplier' | 'amount'; limit: number },
): Promise<GradingPremiums> {
  const [meta, rows] = await Promise.all([readMeta(deps.pool), findPremiums(deps.pool, query)]);
  return {
    meta: metaFor(
      meta,
      rows.map((row) => row.source),
    ),
    by: query.by,
    cards: rows.map((row) => ({
      ...toProduct(row),
      psa10Cents: row.psa10_cents,
      premiumCents: row.psa10_cents - row.market_cents,
      multiplier: row.market_cents > 0 ? row.psa10_cents / row.market_cents : 0,
    })),
  };
}

const net = (graded: number | null, raw: number) =>
  graded === null ? null : graded - raw - GRADING_FEE_CENTS;

/** The signed-in user's raw cards whose PSA 10 premium minus the grading fee is highest. */
export async function getCandidates(
  deps: Deps,
  userId: number,
  limit = 10,
): Promise<GradingCandidates> {
  const [meta, rows] = await Promise.all([
    readMeta(deps.pool),
    findCandidates(deps.pool, userId, GRADING_FEE_CENTS, limit),
  ]);
  return {
    meta: metaFor(
      meta,
      rows.map((row) => row.source),
    ),
    feeCents: GRADING_FEE_CENTS,
    candidates: rows.map((row) => ({
      ...toProduct(row),
      userProductId: row.user_product_id,
      quantity: row.quantity,
      rawCents: row.market_cents,
      psa10Cents: row.psa10_cents,
      psa9Cents: row.graded9_cents,
      psa10NetCents: net(row.psa10_cents, row.market_cents),
      psa9NetCents: net(row.graded9_cents, row.market_cents),
    })),
  };
}
