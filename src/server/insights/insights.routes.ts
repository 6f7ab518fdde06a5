import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  gradingCandidatesSchema,
  gradingLadderResponseSchema,
  gradingPremiumsQuerySchema,
  gradingPremiumsSchema,
} from '#core/insights/grading-insights.schema.ts';
import {
  marketIndexQuerySchema,
  marketIndexSchema,
  mostValuableQuerySchema,
  mostValuableSchema,
  moversQuerySchema,
  moversSchema,
  topCardsQuerySchema,
  topCardsSchema,
} from '#core/insights/insights.schema.ts';
import {
  roiSetsQuerySchema,
  roiSetsSchema,
  seriesPerformanceSchema,
  setPerformanceQuerySchema,
  valueHistoryQuerySchema,
  valueHistorySchema,
} from '#core/insights/series-insights.schema.ts';
import { requireVerifiedUser } from '../plugins/session.ts';
import { getCandidates, getLadder, getPremiums } from './grading-insights.service.ts';
import {
  getMarketIndex,
  getMostValuable,
  getMovers,
  getTopCards,
} from './market-insights.service.ts';
import { getRoiSets, getSeriesPerformance, getValueHistory } from './series-insights.service.ts';

const tags = ['insights'];
const PRECOMPUTED = 'Served from the tables the insights job computes after every price refresh.';

/** Market, series and grading insights under /api/insights; public except the candidates. */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { pool: app.pool };
  const get = (summary: string) => ({ tags, summary, description: PRECOMPUTED });

  app.get(
    '/movers',
    {
      schema: {
        ...get('Top gainers and losers (1d, 7d, 30d; by $ or %)'),
        querystring: moversQuerySchema,
        response: { 200: moversSchema },
      },
    },
    (request) => getMovers(deps, request.query),
  );
  app.get(
    '/most-valuable',
    {
      schema: {
        ...get('Most valuable cards and sealed products'),
        querystring: mostValuableQuerySchema,
        response: { 200: mostValuableSchema },
      },
    },
    (request) => getMostValuable(deps, request.query),
  );
  app.get(
    '/market-index',
    {
      schema: {
        ...get('Market index: the summed daily price of a fixed basket'),
        querystring: marketIndexQuerySchema,
        response: { 200: marketIndexSchema },
      },
    },
    (request) => getMarketIndex(deps, request.query.language ?? 'all'),
  );
  app.get(
    '/top-cards',
    {
      schema: {
        ...get('The most valuable cards of each series, with their change'),
        querystring: topCardsQuerySchema,
        response: { 200: topCardsSchema },
      },
    },
    (request) => getTopCards(deps, request.query),
  );
  app.get(
    '/series-performance',
    {
      schema: {
        ...get('Value and 1M/3M/1Y change per series and set, sealed ROI per set'),
        querystring: setPerformanceQuerySchema,
        response: { 200: seriesPerformanceSchema },
      },
    },
    (request) => getSeriesPerformance(deps, request.query),
  );
  app.get(
    '/value-history',
    {
      schema: {
        ...get('Daily value of a set, a series or a language (one copy of each card)'),
        querystring: valueHistoryQuerySchema,
        response: { 200: valueHistorySchema },
      },
    },
    (request) => getValueHistory(deps, request.query),
  );
  app.get(
    '/roi-sets',
    {
      schema: {
        ...get('Sets by ROI of their sealed products against MSRP'),
        querystring: roiSetsQuerySchema,
        response: { 200: roiSetsSchema },
      },
    },
    (request) => getRoiSets(deps, request.query.language),
  );
  app.get(
    '/grading/ladder/:productId',
    {
      schema: {
        ...get('Graded price ladder of one card with multipliers over raw'),
        params: z.object({ productId: z.string().min(1).max(100) }),
        response: { 200: gradingLadderResponseSchema },
      },
    },
    (request) => getLadder(deps, request.params.productId),
  );
  app.get(
    '/grading/premiums',
    {
      schema: {
        ...get('Cards with the highest PSA 10 premium over raw'),
        querystring: gradingPremiumsQuerySchema,
        response: { 200: gradingPremiumsSchema },
      },
    },
    (request) => getPremiums(deps, request.query),
  );
  app.get(
    '/grading/candidates',
    {
      schema: {
        ...get('Your raw cards with the best PSA 10 / 9 premium after fees (signed in)'),
        response: { 200: gradingCandidatesSchema },
      },
    },
    (request) => getCandidates(deps, requireVerifiedUser(request).id),
  );
};
