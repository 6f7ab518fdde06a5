import { queryOptions } from '@tanstack/react-query';
import type { CatalogLanguage } from '#core/catalog/catalog-language.ts';
import { type CatalogSet, setListSchema } from '#core/catalog/set.schema.ts';
import { parseAnswer, request } from '../api-client.ts';

export type SetLanguage = CatalogLanguage;

/** A catalog set as the set-list endpoints send it (spec section 3, Set). */
export type SetSummary = CatalogSet;

export const SET_LIST_PATHS: Record<SetLanguage, string> = {
  english: '/api/iOSTCGSets/english',
  japanese: '/api/iOSTCGSets/',
  chinese: '/api/iOSTCGSets/chinese',
};

/** Spec section 9: the set lists and TCG products are kept 5 minutes. */
export const CATALOG_STALE_TIME = 5 * 60 * 1000;

/** Shown when a set list does not match its schema. */
const SETS_INVALID = 'Failed to fetch sets';

export async function getSets(language: SetLanguage): Promise<SetSummary[]> {
  const response = await request(SET_LIST_PATHS[language]).catch((error: unknown) => {
    if (error instanceof Response && language === 'english') {
      throw new Error(`Failed to fetch English sets: ${error.status}`);
    }
    throw error;
  });
  return parseAnswer(setListSchema, await response.json(), SETS_INVALID);
}

export function setsQueryOptions(language: SetLanguage) {
  return queryOptions({
    queryKey: ['tcgSets', language],
    queryFn: () => getSets(language),
    staleTime: CATALOG_STALE_TIME,
    gcTime: CATALOG_STALE_TIME * 2,
  });
}

/** Newest first by release date; sets without a date go last. */
export function getNewestSets<S extends Pick<SetSummary, 'release_date'>>(
  sets: S[],
  count: number,
): S[] {
  return [...sets]
    .sort((a, b) => (b.release_date ?? '').localeCompare(a.release_date ?? ''))
    .slice(0, count);
}
