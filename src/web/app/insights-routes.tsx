import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import {
  gradingInsightsSearchSchema,
  marketInsightsSearchSchema,
  seriesPerformanceSearchSchema,
} from '#core/insights/insights-search.schema.ts';
import { rootRoute } from './root-route.ts';

const pages = {
  market: () => import('../pages/insights/market-insights-page.tsx'),
  series: () => import('../pages/insights/series-performance-page.tsx'),
  grading: () => import('../pages/insights/grading-insights-page.tsx'),
};

/** The three insights pages, with their search params parsed by zod. */
export function insightsRoutes() {
  return [
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/market-insights',
      validateSearch: marketInsightsSearchSchema,
      component: lazyRouteComponent(pages.market, 'MarketInsightsPage'),
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/series-performance-overview',
      validateSearch: seriesPerformanceSearchSchema,
      component: lazyRouteComponent(pages.series, 'SeriesPerformancePage'),
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/grading-insights',
      validateSearch: gradingInsightsSearchSchema,
      component: lazyRouteComponent(pages.grading, 'GradingInsightsPage'),
    }),
  ] as const;
}
