import type { CatalogLanguage } from '#core/catalog/catalog-language.ts';

export const LANGUAGE_LABELS: Record<CatalogLanguage, string> = {
  english: 'English',
  japanese: 'Japanese',
  chinese: 'Chinese',
};

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** '2023-08-11' -> 'Aug 11, 2023'; null stays null. */
export function formatReleaseDate(date: string | null | undefined): string | null {
  if (!date) {
    return null;
  }
  const parsed = new Date(date.length === 10 ? `${date}T00:00:00Z` : date);
  return Number.isNaN(parsed.getTime()) ? date : DATE_FORMAT.format(parsed);
}

/** The display name of a set (a few Asian sets have only their id). */
export function getSetDisplayName(set: {
  name?: string | null;
  set_name?: string | null;
  id: string;
}) {
  return set.name ?? set.set_name ?? set.id;
}
