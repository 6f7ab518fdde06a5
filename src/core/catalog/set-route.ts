import type { CatalogLanguage } from './catalog-language.ts';

/** The fields a set link may carry; sets reach the UI from several shapes of data. */
export type SetLike = {
  set_name_id?: string | null;
  id?: string | null;
  setId?: string | null;
  name?: string | null;
  set_name?: string | null;
  language?: string | null;
  game?: string | null;
};

const JAPANESE_GAMES = new Set(['Pokemon Japan', 'Pokemon Japanese']);
const CHINESE_GAMES = new Set(['Pokemon Chinese']);

/** Which language tree a set or card belongs to: its language, else its game label. */
export function getRouteLanguage(item: {
  language?: string | null;
  game?: string | null;
}): CatalogLanguage {
  const language = item.language?.trim().toLowerCase();
  if (language === 'japanese' || (item.game && JAPANESE_GAMES.has(item.game))) {
    return 'japanese';
  }
  if (language === 'chinese' || (item.game && CHINESE_GAMES.has(item.game))) {
    return 'chinese';
  }
  return 'english';
}

const SET_BASE: Record<CatalogLanguage, string> = {
  english: '/sets/',
  japanese: '/japanese/sets/',
  chinese: '/chinese/sets/',
};

function firstNonEmpty(...values: (string | null | undefined)[]): string | undefined {
  return values.find((value): value is string => typeof value === 'string' && value !== '');
}

/**
 * Spec section 2 "Set click": /sets/{id}, /japanese/sets/{id} or /chinese/sets/{id}, where the
 * id is set_name_id, else id, else setId, else the set name. The id is URL-encoded (real ids
 * are URL-safe, so this only matters for names). Null when the set has no id and no name; the
 * caller logs the warning.
 */
export function getSetRoute(set: SetLike): string | null {
  const id = firstNonEmpty(set.set_name_id, set.id, set.setId, set.name ?? set.set_name);
  if (id === undefined) {
    return null;
  }
  return `${SET_BASE[getRouteLanguage(set)]}${encodeURIComponent(id)}`;
}
