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

const HEADER = /^(pok[eé]mon|trainer|energy)\s*:\s*\d*\s*$/i;
const TOTAL = /^total cards\s*:\s*\d*\s*$/i;
const CARD_LINE = /^(\d+)\s+(.+?)\s+(\S+)\s+(\S+)$/;

/** Reads a PTCG Live list. Lines it cannot read are returned with the reason, never dropped. */
export function parseDeckText(text: string): { cards: ParsedCard[]; unknown: UnknownLine[] } {
  const cards: ParsedCard[] = [];
  const unknown: UnknownLine[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim().replace(/^\*\s*/, '');
    if (line === '' || HEADER.test(line) || TOTAL.test(line)) {
      return;
    }
    const match = CARD_LINE.exec(line);
    if (!match) {
      unknown.push({
        line: index + 1,
        text: raw.trim(),
        reason: 'not a card line (expected: count, name, set code, number)',
      });
      return;
    }
    const [, count, name, setCode, number] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    const value = Number.parseInt(count, 10);
    if (value < 1 || value > MAX_LINE_COUNT) {
      unknown.push({
        line: index + 1,
        text: raw.trim(),
        reason: `count must be between 1 and ${MAX_LINE_COUNT}`,
      });
      return;
    }
    cards.push({ line: index + 1, text: raw.trim(), count: value, name, setCode, number });
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
