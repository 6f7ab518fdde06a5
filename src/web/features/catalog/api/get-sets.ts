import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

export type SetLanguage = 'english' | 'japanese' | 'chinese';

/** The fields of a catalog set the browser relies on (spec section 3, Set). */
export type SetSummary = {
  set_name_id?: string;
  id?: string;
  name?: string | null;
  set_name?: string | null;
  abbreviation?: string | null;
  url_name?: string | null;
  image_url?: string | null;
  language?: string;
  game?: string;
  release_date?: string | null;
  [key: string]: unknown;
};

export const SET_LIST_PATHS: Record<SetLanguage, string> = {
  english: '/api/iOSTCGSets/english',
  japanese: '/api/iOSTCGSets/',
  chinese: '/api/iOSTCGSets/chinese',
};

const FIVE_MINUTES = 5 * 60 * 1000;

export async function getSets(language: SetLanguage): Promise<SetSummary[]> {
  const response = await request(SET_LIST_PATHS[language]).catch((error: unknown) => {
    if (error instanceof Response && language === 'english') {
      throw new Error(`Failed to fetch English sets: ${error.status}`);
    }
    throw error;
  });
  return (await response.json()) as SetSummary[];
}

export function setsQueryOptions(language: SetLanguage) {
  return queryOptions({
    queryKey: ['tcgSets', language],
    queryFn: () => getSets(language),
    staleTime: FIVE_MINUTES,
    gcTime: FIVE_MINUTES * 2,
  });
}

/** Newest first by release date; sets without a date go last. */
export function getNewestSets(sets: SetSummary[], count: number): SetSummary[] {
  return [...sets]
    .sort((a, b) => (b.release_date ?? '').localeCompare(a.release_date ?? ''))
    .slice(0, count);
}
