import type { QuickAddRequest } from './parse-quick-add.ts';
import {
  LANGUAGE_ORDER,
  nameKey,
  numberKey,
  type QuickAddCard,
  type QuickAddCatalog,
  type QuickAddSet,
  setIdKey,
} from './quick-add-catalog.ts';

export type QuickAddResolution<C extends QuickAddCard> =
  | { status: 'found'; card: C }
  | { status: 'choose'; reason: string; candidates: C[] }
  | { status: 'unknown'; reason: string };

/** At most this many candidates are listed for an ambiguous line. */
export const MAX_CANDIDATES = 12;

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

function setsNamedLike(catalog: QuickAddCatalog, text: string): QuickAddSet[] {
  const words = nameKey(text).split(' ').filter(Boolean);
  if (words.length === 0) {
    return [];
  }
  return catalog.sets.filter((set) => {
    const name = set.name ? ` ${nameKey(set.name)} ` : '';
    return words.every((word) => name.includes(` ${word} `));
  });
}

/** Sets the typed text names: by id, official abbreviation or exact name, else by name words. */
export function findSets(catalog: QuickAddCatalog, text: string): QuickAddSet[] {
  const compact = text.replace(/\s+/g, '');
  const byFullId = catalog.setById.get(compact) ?? catalog.setByLowerId.get(compact.toLowerCase());
  if (byFullId) {
    return [byFullId];
  }
  const exact = unique([
    ...(catalog.setsByIdKey.get(setIdKey(compact)) ?? []),
    ...(catalog.setsByAbbreviation.get(compact.toLowerCase()) ?? []),
    ...(catalog.setsByName.get(nameKey(text)) ?? []),
  ]);
  return exact.length > 0 ? exact : setsNamedLike(catalog, text);
}

/** Sub-sets sharing a set's id plus letters: `swsh12.5gg` (Galarian Gallery), `swsh12tg`. */
function subsetsOf(catalog: QuickAddCatalog, sets: QuickAddSet[]): QuickAddSet[] {
  const parents = sets.map((set) => ({ key: setIdKey(set.id), language: set.language }));
  return catalog.sets.filter((set) => {
    const key = setIdKey(set.id);
    return parents.some(
      (parent) =>
        parent.language === set.language &&
        key.startsWith(parent.key) &&
        /^[a-z]+$/.test(key.slice(parent.key.length)),
    );
  });
}

function cardsIn<C extends QuickAddCard>(
  catalog: QuickAddCatalog<C>,
  sets: QuickAddSet[],
  number: string,
): C[] {
  const key = numberKey(number);
  return sets.flatMap((set) => catalog.cardsBySetNumber.get(`${set.id}|${key}`) ?? []);
}

/** Narrows by the typed `/total`, then to the first language of English, Japanese, Chinese. */
function narrow<C extends QuickAddCard>(
  catalog: QuickAddCatalog<C>,
  cards: C[],
  request: QuickAddRequest,
): C[] {
  let kept = cards;
  if (request.total !== undefined && /^\d+$/.test(request.total)) {
    const total = Number(request.total);
    const sameTotal = kept.filter(
      (card) => catalog.setById.get(card.set_id)?.card_count_official === total,
    );
    kept = sameTotal.length > 0 ? sameTotal : kept;
  }
  const language = LANGUAGE_ORDER.find((candidate) =>
    kept.some((card) => card.language === candidate),
  );
  return language ? kept.filter((card) => card.language === language) : kept;
}

function describeSets(sets: QuickAddSet[]): string {
  const names = unique(sets.map((set) => set.name ?? set.id));
  return names.length > 3 ? `${names.slice(0, 3).join(', ')}…` : names.join(', ');
}

function decide<C extends QuickAddCard>(cards: C[], reason: string): QuickAddResolution<C> {
  const [only] = cards;
  if (cards.length === 1 && only) {
    return { status: 'found', card: only };
  }
  return { status: 'choose', reason, candidates: cards.slice(0, MAX_CANDIDATES) };
}

/**
 * Finds the card a parsed line names. One match is `found`; several (same number in several sets
 * of the preferred language, or no set typed) are `choose` with the candidates; none is
 * `unknown` with the reason.
 */
export function resolveQuickAdd<C extends QuickAddCard>(
  catalog: QuickAddCatalog<C>,
  request: QuickAddRequest,
): QuickAddResolution<C> {
  const inLanguage = <T extends { language: string }>(items: T[]) =>
    request.language ? items.filter((item) => item.language === request.language) : items;
  const number = request.number.toUpperCase();
  if (!request.set) {
    const cards = narrow(
      catalog,
      inLanguage(catalog.cardsByNumber.get(numberKey(number)) ?? []),
      request,
    );
    if (cards.length === 0) {
      return { status: 'unknown', reason: `No card is numbered ${number}` };
    }
    return decide(cards, `${cards.length} cards are numbered ${number}: add the set`);
  }
  const sets = inLanguage(findSets(catalog, request.set));
  if (sets.length === 0) {
    return { status: 'unknown', reason: `No set matches "${request.set}"` };
  }
  let cards = cardsIn(catalog, sets, number);
  if (cards.length === 0) {
    cards = cardsIn(catalog, subsetsOf(catalog, sets), number);
  }
  if (cards.length === 0) {
    return { status: 'unknown', reason: `${describeSets(sets)} has no card ${number}` };
  }
  const narrowed = narrow(catalog, cards, request);
  return decide(narrowed, `"${request.set} ${number}" matches ${narrowed.length} cards`);
}
