import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/api-client.ts';

/** Insights are recomputed daily: a page keeps what it fetched for 5 minutes. */
const INSIGHTS_STALE_TIME = 5 * 60 * 1000;

type Params = Record<string, string | number | undefined>;

function withQuery(path: string, params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') {
      search.set(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** GETs an insights endpoint and parses the answer with its src/core schema. */
async function fetchInsights<S extends z.ZodType>(
  path: string,
  schema: S,
  failure?: string,
): Promise<z.infer<S>> {
  const response = await request(path).catch((error: unknown) => {
    if (failure && error instanceof Response) {
      throw new Error(failure);
    }
    throw error;
  });
  return schema.parse(await response.json());
}

/**
 * The query of one insights endpoint: `params` become the query string and the last key part,
 * the answer is parsed with `schema`; `failure` replaces the message of an HTTP error.
 */
export function insightsQueryOptions<S extends z.ZodType>(
  name: string,
  path: string,
  schema: S,
  params: Params = {},
  failure?: string,
) {
  return queryOptions({
    queryKey: ['insights', name, params],
    queryFn: () => fetchInsights(withQuery(path, params), schema, failure),
    staleTime: INSIGHTS_STALE_TIME,
  });
}
