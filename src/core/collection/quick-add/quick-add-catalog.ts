import type { QuickAddLanguage } from './quick-add-tokens.ts';

export type QuickAddSet = {
  id: string;
  name: string | null;
  abbreviation: string | null;
  language: string;
  card_count_official: number | null;
};

export type QuickAddCard = {
  product_id: string;
  product_name: string;
  set_id: string;
  number: string | null;
  language: string;
};

export type QuickAddCatalog<C extends QuickAddCard = QuickAddCard> = {
  sets: QuickAddSet[];
  setById: Map<string, QuickAddSet>;
  /** Catalog ids are unique case-insensitively (`ja-SV3` typed as `ja-sv3`). */
  setByLowerId: Map<string, QuickAddSet>;
  /** Normalised set id (`sv3`, `swsh12.5`, `sv2a` for `ja-SV2a`) → sets. */
  setsByIdKey: Map<string, QuickAddSet[]>;
  setsByAbbreviation: Map<string, QuickAddSet[]>;
  setsByName: Map<string, QuickAddSet[]>;
  /** `<set id>|<number key>` → cards. */
  cardsBySetNumber: Map<string, C[]>;
  cardsByNumber: Map<string, C[]>;
};

/** Asian set ids carry their locale (`ja-SV2a`, `zh-tw-SV2a`); collectors type the bare id. */
const LOCALE_PREFIX = /^(?:ja|zh-tw|zh-cn)-/i;

/** `sv03` → `sv3`, `swsh12pt5` and `swsh12.5` → `swsh12.5`, `ja-SV2a` → `sv2a`. */
export function setIdKey(id: string): string {
  return id
    .replace(LOCALE_PREFIX, '')
    .toLowerCase()
    .replace(/(\d)pt(\d)/g, '$1.$2')
    .replace(/(^|[^\d])0+(\d)/g, '$1$2');
}

/** Lower case, accents and punctuation gone, words single-spaced: `Scarlet & Violet—151` → `scarlet violet 151`. */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** `050`, `50` → `50`; `TG05` → `TG5`; `swsh050` → `SWSH50`. */
export function numberKey(number: string): string {
  return number.toUpperCase().replace(/(^|[^\d])0+(\d)/g, '$1$2');
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) {
    list.push(value);
  } else {
    map.set(key, [value]);
  }
}

export const LANGUAGE_ORDER: readonly QuickAddLanguage[] = ['english', 'japanese', 'chinese'];

/** Indexes the catalog's sets and cards for quick add (built once per synced catalog). */
export function buildQuickAddCatalog<C extends QuickAddCard>(
  sets: readonly QuickAddSet[],
  cards: readonly C[],
): QuickAddCatalog<C> {
  const catalog: QuickAddCatalog<C> = {
    sets: [...sets],
    setById: new Map(sets.map((set) => [set.id, set])),
    setByLowerId: new Map(sets.map((set) => [set.id.toLowerCase(), set])),
    setsByIdKey: new Map(),
    setsByAbbreviation: new Map(),
    setsByName: new Map(),
    cardsBySetNumber: new Map(),
    cardsByNumber: new Map(),
  };
  for (const set of sets) {
    push(catalog.setsByIdKey, setIdKey(set.id), set);
    if (set.abbreviation) {
      push(catalog.setsByAbbreviation, set.abbreviation.toLowerCase(), set);
    }
    if (set.name) {
      push(catalog.setsByName, nameKey(set.name), set);
    }
  }
  for (const card of cards) {
    if (card.number) {
      const key = numberKey(card.number);
      push(catalog.cardsBySetNumber, `${card.set_id}|${key}`, card);
      push(catalog.cardsByNumber, key, card);
    }
  }
  return catalog;
}
