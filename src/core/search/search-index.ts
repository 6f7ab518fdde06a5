import {
  isSearchable,
  normalizeSearchText,
  type PreparedQuery,
  prepareQuery,
} from './normalize-search-text.ts';
import type { RankableCard, RankableSet } from './rank-catalog.ts';
import { compareCatalogOrder, compareSetOrder } from './rank-order.ts';
import {
  countBits,
  countWholeWords,
  englishNamePoints,
  fullMask,
  type NormalizedSetFields,
  normalizeSetFields,
  scoreCardNumber,
  scoreCardSetName,
  scoreSetFields,
} from './score-match.ts';
import { CARD_POINTS, MAX_CARD_RESULTS, MAX_SET_RESULTS } from './search-constants.ts';
import { createTopList } from './top-list.ts';

// The index scores distinct field values instead of cards: 42k cards share ~11k names, ~2.3k
// numbers and ~560 set names, and every field's points depend only on that field (see
// score-match.ts). Names are joined into one string so a word's matches are found with a few
// native indexOf calls; one pass over typed arrays then combines the three fields per card.
// Cards are stored in catalog order, so the first of equal scores is the right one.

type Dictionary = { values: string[]; idOf: Map<string, number> };

export type SearchIndex<C, S> = {
  cards: C[];
  nameIds: Int32Array;
  numberIds: Int32Array;
  setNameIds: Int32Array;
  englishNameIds: Int32Array;
  names: string[];
  nameIdByText: Map<string, number>;
  nameText: string;
  nameAt: Int32Array;
  nameEnd: Int32Array;
  numbers: string[];
  setNames: string[];
  /** Japanese and Chinese cards' English names ('' for none), decision 073. */
  englishNames: string[];
  /** Sets in catalog order (newest first) with their normalized fields. */
  sets: { set: S; fields: NormalizedSetFields }[];
};

export type SearchResult<C, S> = { cards: C[]; sets: S[]; total: number };

function intern(dictionary: Dictionary, value: string): number {
  let id = dictionary.idOf.get(value);
  if (id === undefined) {
    id = dictionary.values.length;
    dictionary.values.push(value);
    dictionary.idOf.set(value, id);
  }
  return id;
}

function newDictionary(): Dictionary {
  return { values: [], idOf: new Map() };
}

/** Precomputes the normalized fields of every card; cards keep their own objects. */
export function buildSearchIndex<C extends RankableCard, S extends RankableSet>(
  products: readonly C[],
  sets: readonly S[],
): SearchIndex<C, S> {
  const releaseBySet = new Map(sets.map((set) => [set.id, set.release_date ?? null]));
  const keyed = products.map((card) => ({
    card,
    key: {
      id: card.product_id,
      set_id: card.set_id,
      number: card.number ?? null,
      release_date: card.release_date ?? releaseBySet.get(card.set_id) ?? null,
    },
  }));
  keyed.sort((a, b) => compareCatalogOrder(a.key, b.key));
  const names = newDictionary();
  const numbers = newDictionary();
  const setNames = newDictionary();
  const englishNames = newDictionary();
  const count = keyed.length;
  const nameIds = new Int32Array(count);
  const numberIds = new Int32Array(count);
  const setNameIds = new Int32Array(count);
  const englishNameIds = new Int32Array(count);
  keyed.forEach(({ card }, i) => {
    englishNameIds[i] = intern(englishNames, normalizeSearchText(card.english_name ?? ''));
    nameIds[i] = intern(names, normalizeSearchText(card.product_name));
    numberIds[i] = intern(numbers, normalizeSearchText(card.number ?? ''));
    setNameIds[i] = intern(setNames, normalizeSearchText(card.set_name ?? ''));
  });
  const nameText = names.values.join('\n');
  const nameAt = new Int32Array(nameText.length + 1);
  const nameEnd = new Int32Array(names.values.length);
  let offset = 0;
  names.values.forEach((name, id) => {
    nameAt.fill(id, offset, offset + name.length + 1);
    offset += name.length + 1;
    nameEnd[id] = offset;
  });
  return {
    cards: keyed.map(({ card }) => card),
    nameIds,
    numberIds,
    setNameIds,
    englishNameIds,
    names: names.values,
    nameIdByText: names.idOf,
    nameText,
    nameAt,
    nameEnd,
    numbers: numbers.values,
    setNames: setNames.values,
    englishNames: englishNames.values,
    sets: [...sets]
      .sort((a, b) =>
        compareSetOrder(
          { id: a.id, release_date: a.release_date ?? null },
          { id: b.id, release_date: b.release_date ?? null },
        ),
      )
      .map((set) => ({ set, fields: normalizeSetFields(set) })),
  };
}

/** Name masks and points for every distinct name containing a query word (others stay 0). */
function scoreNames(index: SearchIndex<unknown, unknown>, query: PreparedQuery) {
  const masks = new Int32Array(index.names.length);
  const touched: number[] = [];
  query.words.forEach((word, bit) => {
    let position = index.nameText.indexOf(word);
    while (position !== -1) {
      const id = index.nameAt[position] as number;
      if (masks[id] === 0) {
        touched.push(id);
      }
      masks[id] = (masks[id] as number) | (1 << bit);
      position = index.nameText.indexOf(word, index.nameEnd[id]);
    }
  });
  const points = new Int32Array(index.names.length);
  const wholeWords = new Int32Array(index.names.length);
  for (const id of touched) {
    points[id] = countBits(masks[id] as number) * CARD_POINTS.nameWord;
    wholeWords[id] = countWholeWords(index.names[id] as string, query.words);
  }
  const exact = index.nameIdByText.get(query.text);
  if (exact !== undefined && (masks[exact] as number) !== 0) {
    points[exact] = (points[exact] as number) + CARD_POINTS.nameExactBonus;
  }
  return { masks, points, wholeWords };
}

/** Whole-word counts (at most MAX_QUERY_WORDS in each name) break ties below one point of score. */
const TIE_BREAK_SCALE = 64;

function scoreValues(
  values: string[],
  query: PreparedQuery,
  score: (value: string, query: PreparedQuery) => { mask: number; points: number },
) {
  const masks = new Int32Array(values.length);
  const points = new Int32Array(values.length);
  values.forEach((value, id) => {
    const result = score(value, query);
    masks[id] = result.mask;
    points[id] = result.points;
  });
  return { masks, points };
}

/** Per distinct English name: the words it contains, whether it is the whole query, whole words. */
function scoreEnglishNames(values: string[], query: PreparedQuery) {
  const masks = new Int32Array(values.length);
  const exact = new Uint8Array(values.length);
  const wholeWords = new Int32Array(values.length);
  values.forEach((value, id) => {
    if (value === '') {
      return;
    }
    masks[id] = query.words.reduce(
      (mask, word, bit) => (value.includes(word) ? mask | (1 << bit) : mask),
      0,
    );
    exact[id] = value === query.text ? 1 : 0;
    wholeWords[id] = countWholeWords(value, query.words);
  });
  return { masks, exact, wholeWords };
}

/** Cards and sets for a query, ranked exactly as scoreCard / scoreSet and rankCards rank them. */
export function searchCatalog<C, S extends RankableSet>(
  index: SearchIndex<C, S>,
  query: string,
  options: { limit?: number; offset?: number; setLimit?: number } = {},
): SearchResult<C, S> {
  const { limit = MAX_CARD_RESULTS, offset = 0, setLimit = MAX_SET_RESULTS } = options;
  const prepared = prepareQuery(query);
  if (!isSearchable(prepared)) {
    return { cards: [], sets: [], total: 0 };
  }
  const names = scoreNames(index, prepared);
  const numbers = scoreValues(index.numbers, prepared, scoreCardNumber);
  const setNames = scoreValues(index.setNames, prepared, scoreCardSetName);
  const english = scoreEnglishNames(index.englishNames, prepared);
  const full = fullMask(prepared);
  const top = createTopList(offset + limit);
  let total = 0;
  for (let i = 0; i < index.cards.length; i++) {
    const nameId = index.nameIds[i] as number;
    const numberId = index.numberIds[i] as number;
    const setNameId = index.setNameIds[i] as number;
    const englishId = index.englishNameIds[i] as number;
    const nameMask = names.masks[nameId] as number;
    const englishMask = english.masks[englishId] as number;
    const mask =
      nameMask |
      englishMask |
      (numbers.masks[numberId] as number) |
      (setNames.masks[setNameId] as number);
    if (mask !== full) {
      continue;
    }
    total++;
    const points =
      (names.points[nameId] as number) +
      englishNamePoints(englishMask, nameMask, english.exact[englishId] === 1) +
      (numbers.points[numberId] as number) +
      (setNames.points[setNameId] as number);
    const wholeWords =
      (names.wholeWords[nameId] as number) + (english.wholeWords[englishId] as number);
    top.offer(i, points * TIE_BREAK_SCALE + wholeWords);
  }
  const cards = top.positions.slice(offset).map((position) => index.cards[position] as C);
  return { cards, sets: rankIndexedSets(index, prepared, setLimit), total };
}

function rankIndexedSets<S>(
  index: SearchIndex<unknown, S>,
  query: PreparedQuery,
  limit: number,
): S[] {
  const top = createTopList(limit);
  index.sets.forEach((entry, position) => {
    const score = scoreSetFields(entry.fields, query);
    if (score > 0) {
      top.offer(position, score);
    }
  });
  return top.positions.map((position) => (index.sets[position] as { set: S }).set);
}
