import { queryOptions } from '@tanstack/react-query';
import { type OtherLanguages, otherLanguagesSchema } from '#core/catalog/other-languages.schema.ts';
import { parseAnswer, requestJson } from '../../../lib/api-client.ts';
import { CATALOG_STALE_TIME } from '../../../lib/catalog/get-sets.ts';

/** GET /api/tcgproducts/{id}/other-languages: the same card in the other languages. */
async function getOtherLanguages(id: string): Promise<OtherLanguages> {
  const body = await requestJson(`/api/tcgproducts/${encodeURIComponent(id)}/other-languages`);
  return parseAnswer(otherLanguagesSchema, body, 'Failed to fetch the other languages');
}

export function otherLanguagesQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['tcgProducts', 'otherLanguages', id],
    queryFn: () => getOtherLanguages(id),
    staleTime: CATALOG_STALE_TIME,
  });
}
