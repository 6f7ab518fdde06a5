import type { DeckCard, DeckDetail, DeckFormat, DeckSummary } from '#core/decks/deck.schema.ts';
import { checkDeck, type RuleCard } from '#core/decks/deck-rules.ts';
import { legalityTableFor } from '#core/decks/format-legality.ts';
import { printedNumber } from '#core/decks/ptcgl-text.ts';
import { centsToUnits } from '#core/money/cents.ts';
import type { DeckCardRow } from './deck-cards.repository.ts';

const IMAGE_SUFFIX = '/low.webp';

function toRuleCard(row: DeckCardRow): RuleCard {
  return {
    productId: row.product_id,
    label: `${row.name} ${row.set_code} ${printedNumber(row.number ?? '')}`.trim(),
    name: row.name,
    category: row.category,
    stage: row.stage,
    rarity: row.rarity,
    regulationMark: row.regulation_mark,
    seriesId: row.series_id,
    count: row.count,
  };
}

/**
 * Owned copies of a card (any printing) cover the deck's lines of that card in deck order, so
 * two printings of one card never count the same owned copy twice.
 */
export function allocateOwned(rows: readonly DeckCardRow[]): number[] {
  const left = new Map<string, number>();
  return rows.map((row) => {
    const available = left.get(row.card_key) ?? row.owned_total;
    const used = Math.min(available, row.count);
    left.set(row.card_key, available - used);
    return used;
  });
}

export function buildDeckDetail(
  summary: DeckSummary,
  rows: readonly DeckCardRow[],
  today: string,
): DeckDetail {
  const table = legalityTableFor(today);
  const owned = allocateOwned(rows);
  const cards: DeckCard[] = rows.map((row, index) => {
    const have = owned[index] ?? 0;
    return {
      product_id: row.product_id,
      name: row.name,
      set_id: row.set_id,
      set_code: row.set_code,
      number: row.number,
      category: row.category,
      image_url: row.image_url ? `${row.image_url}${IMAGE_SUFFIX}` : null,
      count: row.count,
      owned: have,
      missing: row.count - have,
      market_price: centsToUnits(row.market_cents),
    };
  });
  const problems = checkDeck(rows.map(toRuleCard), summary.format as DeckFormat, table);
  const missing = cards.filter((card) => card.missing > 0);
  const costCents = rows.reduce(
    (sum, row, index) => sum + (row.market_cents ?? 0) * (cards[index]?.missing ?? 0),
    0,
  );
  return {
    ...summary,
    cards,
    problems,
    legal: problems.length === 0,
    legality_table: { version: table.version, source: table.source },
    missing_count: missing.reduce((sum, card) => sum + card.missing, 0),
    unpriced_missing_count: missing
      .filter((card) => card.market_price === null)
      .reduce((sum, card) => sum + card.missing, 0),
    cost_to_complete: costCents / 100,
  };
}
