import { describe, expect, it } from 'vitest';
import { comparableName, formatDeckText, parseDeckText, printedNumber } from './ptcgl-text.ts';

const cards = [
  { count: 4, name: 'Pikachu ex', setCode: 'SSP', number: '057', category: 'Pokemon' },
  { count: 4, name: 'Nest Ball', setCode: 'SVI', number: '181', category: 'Trainer' },
  { count: 52, name: 'Lightning Energy', setCode: 'SVE', number: '004', category: 'Energy' },
];

describe('formatDeckText', () => {
  it('writes the PTCG Live sections with counts and printed numbers', () => {
    expect(formatDeckText(cards)).toBe(
      [
        'Pokémon: 4',
        '4 Pikachu ex SSP 57',
        '',
        'Trainer: 4',
        '4 Nest Ball SVI 181',
        '',
        'Energy: 52',
        '52 Lightning Energy SVE 4',
        '',
        'Total Cards: 60',
        '',
      ].join('\n'),
    );
  });
});

describe('parseDeckText', () => {
  it('reads back what formatDeckText wrote', () => {
    const { cards: parsed, unknown } = parseDeckText(formatDeckText(cards));
    expect(unknown).toEqual([]);
    expect(parsed.map((c) => [c.count, c.name, c.setCode, printedNumber(c.number)])).toEqual([
      [4, 'Pikachu ex', 'SSP', '57'],
      [4, 'Nest Ball', 'SVI', '181'],
      [52, 'Lightning Energy', 'SVE', '4'],
    ]);
  });

  it('reports lines it cannot read with their line number and reason', () => {
    const text =
      'Pokemon: 1\n4 Pikachu ex SSP 57\nhello world\n0 Nest Ball SVI 181\r\n99 Nest Ball SVI 181';
    const { cards: parsed, unknown } = parseDeckText(text);
    expect(parsed).toHaveLength(1);
    expect(unknown).toEqual([
      { line: 3, text: 'hello world', reason: expect.stringContaining('not a card line') },
      { line: 4, text: '0 Nest Ball SVI 181', reason: 'count must be between 1 and 60' },
      { line: 5, text: '99 Nest Ball SVI 181', reason: 'count must be between 1 and 60' },
    ]);
  });
});

describe('comparableName', () => {
  it.each([
    ['Basic {L} Energy', 'lightning energy'],
    ['Basic Lightning Energy', 'lightning energy'],
    ['Pokémon Catcher', 'pokemon catcher'],
    ['  Pikachu   ex ', 'pikachu ex'],
  ])('%s -> %s', (name, expected) => {
    expect(comparableName(name)).toBe(expected);
  });
});

describe('parseDeckText against backtracking (security round 3, M1)', () => {
  it('answers at once on a count, thousands of spaces and one letter', () => {
    const started = performance.now();
    const { unknown } = parseDeckText(`1${' '.repeat(19_990)}x`);
    expect(performance.now() - started).toBeLessThan(50);
    expect(unknown).toEqual([
      {
        line: 1,
        text: expect.stringMatching(/^1 *$/),
        reason: 'line is longer than 200 characters',
      },
    ]);
    expect(unknown[0]?.text.length).toBeLessThanOrEqual(200);
  });

  it('stays fast on many lines of spaces just under the length cap', () => {
    const line = `1${' '.repeat(190)}x ${'1 '.repeat(3)}`;
    const started = performance.now();
    parseDeckText(Array.from({ length: 100 }, () => line).join('\n'));
    parseDeckText(`energy:${' '.repeat(180)}x\n`.repeat(100));
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('keeps multi-word names with runs of spaces as single-spaced words', () => {
    const { cards } = parseDeckText('  4   Pikachu   ex  SSP   57  ');
    expect(cards.map((c) => [c.count, c.name, c.setCode, c.number])).toEqual([
      [4, 'Pikachu ex', 'SSP', '57'],
    ]);
  });
});
