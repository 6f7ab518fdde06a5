import {
  normalizeSearchText,
  type PreparedQuery,
  prepareQuery,
  stripLeadingZeros,
} from './normalize-search-text.ts';
import { CARD_POINTS, SET_POINTS } from './search-constants.ts';

// Scoring (spec section 5), shared by the browser index and the server.
//
// The query is normalized (normalize-search-text.ts) and split into distinct words.
// A card matches when EVERY word is contained in its name, its number or its set name; a set
// matches when every word is contained in its name, abbreviation or url name. A card that does
// not match scores 0; a match always scores more than 0.
//
// Card score = sum over the fields:
//   name:   30 per query word the name contains, +30 when the name equals the whole query
//           (so a one-word exact name scores 60 and a one-word partial name 30, as the spec says;
//           'charizard ex' scores 90 on 'Charizard ex' and 60 on 'Mega Charizard X ex');
//   number: per query word, 70 when the number equals it (leading zeros ignored: '25' = '025'),
//           else 40 when the number contains it;
//   set:    20 per query word the set name contains;
//   English name (Japanese and Chinese cards, decision 073): 20 per query word it contains that
//           the native name does not, +20 when it equals the whole query.
// Set score = name: 30 per word contained, +30 when equal to the whole query (exact 60);
//   code: 25 per word contained in the abbreviation or the url name, +25 when the whole query
//   equals the abbreviation or the url name, or its slug equals the url name (exact 50);
//   English name (Japanese and Chinese sets, decision 079): as a card's English name.
// Each field's points depend only on that field and the query (the English name's also on the
// native name's mask); the index relies on this.
// Ties are broken by catalog order (rank-order.ts): newer set first, then number.

export type ScorableCard = {
  product_name: string;
  english_name?: string | null;
  number?: string | null;
  set_name?: string | null;
};

export type ScorableSet = {
  name?: string | null;
  set_name?: string | null;
  english_name?: string | null;
  abbreviation?: string | null;
  url_name?: string | null;
};

type FieldScore = { mask: number; points: number };

function containedMask(field: string, words: string[]): number {
  let mask = 0;
  for (let i = 0; i < words.length; i++) {
    if (field.includes(words[i] as string)) {
      mask |= 1 << i;
    }
  }
  return mask;
}

export function countBits(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) {
    count++;
  }
  return count;
}

/**
 * How many query words are whole words of the name: not points, only the tie-break between
 * equal scores, so 'mew' puts 'Mew ex' before 'Mewtwo' (both score 30).
 */
export function countWholeWords(name: string, words: readonly string[]): number {
  const padded = ` ${name} `;
  return words.filter((word) => padded.includes(` ${word} `)).length;
}

/** Name points of a normalized card name. */
export function scoreCardName(name: string, query: PreparedQuery): FieldScore {
  const mask = containedMask(name, query.words);
  const exact = mask !== 0 && name === query.text ? CARD_POINTS.nameExactBonus : 0;
  return { mask, points: countBits(mask) * CARD_POINTS.nameWord + exact };
}

/** Number points of a normalized card number. */
export function scoreCardNumber(number: string, query: PreparedQuery): FieldScore {
  let mask = 0;
  let points = 0;
  const bare = stripLeadingZeros(number);
  query.words.forEach((word, i) => {
    if (!number.includes(word)) {
      return;
    }
    mask |= 1 << i;
    points +=
      bare === stripLeadingZeros(word) ? CARD_POINTS.numberExact : CARD_POINTS.numberContains;
  });
  return { mask, points };
}

/** English-name points of a card's normalized English name ('' when it has none). */
export function scoreCardEnglishName(
  englishName: string,
  query: PreparedQuery,
  nameMask: number,
): FieldScore {
  const mask = englishName === '' ? 0 : containedMask(englishName, query.words);
  return { mask, points: englishNamePoints(mask, nameMask, englishName === query.text) };
}

/** Points for the words only the English name has, plus its exact bonus. */
export function englishNamePoints(mask: number, nameMask: number, exact: boolean): number {
  const bonus = mask !== 0 && exact ? CARD_POINTS.englishNameExactBonus : 0;
  return countBits(mask & ~nameMask) * CARD_POINTS.englishNameWord + bonus;
}

/** Set-name points of a card's normalized set name. */
export function scoreCardSetName(setName: string, query: PreparedQuery): FieldScore {
  const mask = containedMask(setName, query.words);
  return { mask, points: countBits(mask) * CARD_POINTS.setWord };
}

export function fullMask(query: PreparedQuery): number {
  return query.words.length === 0 ? -1 : 2 ** query.words.length - 1;
}

/** A card's name, number, set name and English name in search form (normalizeSearchText). */
export type NormalizedCardFields = {
  name: string;
  number: string;
  setName: string;
  englishName: string;
};

export function normalizeCardFields(card: ScorableCard): NormalizedCardFields {
  return {
    name: normalizeSearchText(card.product_name),
    englishName: normalizeSearchText(card.english_name ?? ''),
    number: normalizeSearchText(card.number ?? ''),
    setName: normalizeSearchText(card.set_name ?? ''),
  };
}

/** scoreCard on fields already normalized. */
export function scoreCardFields(fields: NormalizedCardFields, query: PreparedQuery): number {
  const name = scoreCardName(fields.name, query);
  const english = scoreCardEnglishName(fields.englishName, query, name.mask);
  const number = scoreCardNumber(fields.number, query);
  const set = scoreCardSetName(fields.setName, query);
  if ((name.mask | english.mask | number.mask | set.mask) !== fullMask(query)) {
    return 0;
  }
  return name.points + english.points + number.points + set.points;
}

/** The card's score for the query; 0 when it does not match. */
export function scoreCard(card: ScorableCard, query: string | PreparedQuery): number {
  const prepared = typeof query === 'string' ? prepareQuery(query) : query;
  return scoreCardFields(normalizeCardFields(card), prepared);
}

export type NormalizedSetFields = {
  name: string;
  englishName: string;
  abbreviation: string;
  urlName: string;
};

export function normalizeSetFields(set: ScorableSet): NormalizedSetFields {
  return {
    name: normalizeSearchText(set.name ?? set.set_name ?? ''),
    englishName: normalizeSearchText(set.english_name ?? ''),
    abbreviation: normalizeSearchText(set.abbreviation ?? ''),
    urlName: normalizeSearchText(set.url_name ?? ''),
  };
}

/** scoreSet on fields already normalized. */
export function scoreSetFields(fields: NormalizedSetFields, query: PreparedQuery): number {
  const { name, abbreviation, urlName } = fields;
  const nameMask = containedMask(name, query.words);
  const codeMask = containedMask(abbreviation, query.words) | containedMask(urlName, query.words);
  const english = scoreCardEnglishName(fields.englishName, query, nameMask);
  if ((nameMask | codeMask | english.mask) !== fullMask(query)) {
    return 0;
  }
  const nameExact = nameMask !== 0 && name === query.text;
  const codeExact =
    codeMask !== 0 &&
    ((abbreviation !== '' && abbreviation === query.text) ||
      (urlName !== '' && (urlName === query.text || urlName === query.slug)));
  return (
    countBits(nameMask) * SET_POINTS.nameWord +
    (nameExact ? SET_POINTS.nameExactBonus : 0) +
    countBits(codeMask) * SET_POINTS.codeWord +
    (codeExact ? SET_POINTS.codeExactBonus : 0) +
    english.points
  );
}

/** The set's score for the query; 0 when it does not match. */
export function scoreSet(set: ScorableSet, query: string | PreparedQuery): number {
  const prepared = typeof query === 'string' ? prepareQuery(query) : query;
  return scoreSetFields(normalizeSetFields(set), prepared);
}
