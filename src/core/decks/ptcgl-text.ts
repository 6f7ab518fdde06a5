import { MAX_LINE_COUNT, type UnknownLine } from './deck.schema.ts';

/** The PTCG Live deck list: "Pokémon: 12", then lines like "4 Pikachu ex SSP 57". */
export type DeckSection = 'Pokémon' | 'Trainer' | 'Energy';
export const DECK_SECTIONS: readonly DeckSection[] = ['Pokémon', 'Trainer', 'Energy'];

export type TextCard = { count: number; name: string; setCode: string; number: string };
export type ParsedCard = TextCard & { line: number; text: string };

export function sectionOf(category: string | null): DeckSection {
  if (category === 'Pokemon') {
    return 'Pokémon';
  }
  return category === 'Energy' ? 'Energy' : 'Trainer';
}

/** "057" is printed as 57; letters are kept ("TG01", "SV001"). */
export function printedNumber(number: string): string {
  return /^\d+$/.test(number) ? String(Number.parseInt(number, 10)) : number;
}

export function formatDeckText(cards: readonly (TextCard & { category: string | null })[]): string {
  const blocks = DECK_SECTIONS.flatMap((section) => {
    const inSection = cards.filter(
      (card) => sectionOf(card.category) === section && card.count > 0,
    );
    if (inSection.length === 0) {
      return [];
    }
    const count = inSection.reduce((sum, card) => sum + card.count, 0);
    const lines = inSection.map(
      (card) => `${card.count} ${card.name.trim()} ${card.setCode} ${printedNumber(card.number)}`,
    );
    return [[`${section}: ${count}`, ...lines].join('\n')];
  });
  const total = cards.reduce((sum, card) => sum + Math.max(card.count, 0), 0);
  return `${[...blocks, `Total Cards: ${total}`].join('\n\n')}\n`;
}

/** Longer lines are refused before any pattern runs: no card line comes close. */
export const MAX_DECK_LINE_LENGTH = 200;
const SECTION_LABELS = new Set(['pokemon', 'pokémon', 'trainer', 'energy', 'total cards']);

/** "Pokémon: 12", "Total Cards: 60": read by hand, not by a pattern with nested spaces (ReDoS). */
function isSectionLine(line: string): boolean {
  const colon = line.indexOf(':');
  if (colon < 0) {
    return false;
  }
  const label = line.slice(0, colon).trim().toLowerCase();
  return SECTION_LABELS.has(label) && /^\d*$/.test(line.slice(colon + 1).trim());
}

/** count, name (one or more words), set code, number: split on spaces, linear in the line. */
function readCardLine(line: string): TextCard | undefined {
  const words = line.split(/\s+/);
  const [count] = words;
  if (words.length < 4 || count === undefined || !/^\d+$/.test(count)) {
    return undefined;
  }
  return {
    count: Number.parseInt(count, 10),
    name: words.slice(1, -2).join(' '),
    setCode: words[words.length - 2] as string,
    number: words[words.length - 1] as string,
  };
}

/** Reads a PTCG Live list. Lines it cannot read are returned with the reason, never dropped. */
export function parseDeckText(text: string): { cards: ParsedCard[]; unknown: UnknownLine[] } {
  const cards: ParsedCard[] = [];
  const unknown: UnknownLine[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    const refuse = (reason: string) =>
      unknown.push({ line: index + 1, text: trimmed.slice(0, MAX_DECK_LINE_LENGTH), reason });
    if (trimmed.length > MAX_DECK_LINE_LENGTH) {
      refuse(`line is longer than ${MAX_DECK_LINE_LENGTH} characters`);
      return;
    }
    const line = trimmed.replace(/^\*\s*/, '');
    if (line === '' || isSectionLine(line)) {
      return;
    }
    const card = readCardLine(line);
    if (!card) {
      refuse('not a card line (expected: count, name, set code, number)');
      return;
    }
    if (card.count < 1 || card.count > MAX_LINE_COUNT) {
      refuse(`count must be between 1 and ${MAX_LINE_COUNT}`);
      return;
    }
    cards.push({ line: index + 1, text: trimmed, ...card });
  });
  return { cards, unknown };
}

const ENERGY_SYMBOLS: Record<string, string> = {
  G: 'grass',
  R: 'fire',
  W: 'water',
  L: 'lightning',
  P: 'psychic',
  F: 'fighting',
  D: 'darkness',
  M: 'metal',
  Y: 'fairy',
};

/** A name compared loosely: case, accents, "{L}" symbols and a leading "Basic" on Energy. */
export function comparableName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\{([A-Z])\}/g, (whole, symbol: string) => ENERGY_SYMBOLS[symbol] ?? whole)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^basic (\w+ energy)$/, '$1');
}
