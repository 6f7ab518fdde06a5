import type { DeckFormat } from './deck.schema.ts';

/**
 * Which printings each format allows, versioned by the date a rotation took effect. Standard is
 * decided by the printed regulation mark, Expanded by the card's series (Black & White onward),
 * Unlimited allows every card. Basic Energy is legal in every format (see isBasicEnergy).
 */
export type LegalityTable = {
  version: string;
  effectiveFrom: string;
  source: string;
  standardRegulationMarks: readonly string[];
  expandedSeriesIds: readonly string[];
};

const ROTATION_SOURCE =
  'Play! Pokemon Standard format rotation announcement (pokemon.com, Play! Pokemon rules)';
const EXPANDED_SERIES = ['bw', 'xy', 'sm', 'swsh', 'sv', 'me'] as const;

export const LEGALITY_TABLES: readonly LegalityTable[] = [
  {
    version: '2025-04-11',
    effectiveFrom: '2025-04-11',
    source: `${ROTATION_SOURCE}: 2025 rotation, regulation marks G, H and I`,
    standardRegulationMarks: ['G', 'H', 'I'],
    expandedSeriesIds: EXPANDED_SERIES,
  },
  {
    version: '2026-04-10',
    effectiveFrom: '2026-04-10',
    source: `${ROTATION_SOURCE}: 2026 rotation, regulation marks H, I and J`,
    standardRegulationMarks: ['H', 'I', 'J'],
    expandedSeriesIds: EXPANDED_SERIES,
  },
];

/** The table in force on `day` (YYYY-MM-DD): the latest one that took effect on or before it. */
export function legalityTableFor(day: string): LegalityTable {
  const sorted = [...LEGALITY_TABLES].sort((a, b) =>
    a.effectiveFrom.localeCompare(b.effectiveFrom),
  );
  const inForce = sorted.filter((table) => table.effectiveFrom <= day);
  const table = inForce.at(-1) ?? sorted[0];
  if (!table) {
    throw new Error('no legality table');
  }
  return table;
}

export type LegalityCard = {
  name: string;
  category: string | null;
  stage: string | null;
  regulationMark: string | null;
  seriesId: string | null;
};

const BASIC_ENERGY_NAME =
  /^(basic )?(grass|fire|water|lightning|psychic|fighting|darkness|metal|fairy) energy$/i;

/** Basic Energy: exempt from the 4-copies rule and legal in every format. */
export function isBasicEnergy(card: Pick<LegalityCard, 'name' | 'category' | 'stage'>): boolean {
  if (card.category !== 'Energy') {
    return false;
  }
  return card.stage === 'Basic' || BASIC_ENERGY_NAME.test(card.name.trim());
}

/** Why the printing is not legal in the format, or null when it is. */
export function illegalReason(
  card: LegalityCard,
  format: DeckFormat,
  table: LegalityTable,
): string | null {
  if (format === 'unlimited' || isBasicEnergy(card)) {
    return null;
  }
  if (format === 'standard') {
    const mark = card.regulationMark?.toUpperCase() ?? null;
    if (mark && table.standardRegulationMarks.includes(mark)) {
      return null;
    }
    const allowed = table.standardRegulationMarks.join(', ');
    return mark
      ? `regulation mark ${mark} is not one of ${allowed}`
      : `it has no regulation mark (Standard allows ${allowed})`;
  }
  if (card.seriesId && table.expandedSeriesIds.includes(card.seriesId)) {
    return null;
  }
  return 'Expanded allows cards from Black & White onward';
}
