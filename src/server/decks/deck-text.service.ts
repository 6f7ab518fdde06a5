import type pg from 'pg';
import type { DeckFormat, DeckImportResult, UnknownLine } from '#core/decks/deck.schema.ts';
import { MAX_LINE_COUNT } from '#core/decks/deck.schema.ts';
import {
  comparableName,
  formatDeckText,
  type ParsedCard,
  parseDeckText,
  printedNumber,
} from '#core/decks/ptcgl-text.ts';
import { AppError } from '#core/errors.ts';
import type { Db } from '../db/client.ts';
import { enforceQuota } from '../quotas/enforce-quota.ts';
import {
  type CatalogCardRow,
  findCardsBySetCodes,
  findDeckCardRows,
} from './deck-cards.repository.ts';
import { insertDeck, insertDeckCards } from './decks.repository.ts';
import type { DeckService } from './decks.service.ts';

type Deps = { db: Db; pool: pg.Pool; decks: DeckService };

const key = (code: string, number: string) => `${code.toLowerCase()}|${printedNumber(number)}`;

/** Card lookup by "<set code>|<number>": the set's abbreviation wins over a set id. */
function indexCards(rows: readonly CatalogCardRow[]): Map<string, CatalogCardRow> {
  const byKey = new Map<string, CatalogCardRow>();
  for (const row of rows) {
    byKey.set(key(row.set_id, row.number ?? ''), row);
  }
  for (const row of rows) {
    if (row.abbreviation) {
      byKey.set(key(row.abbreviation, row.number ?? ''), row);
    }
  }
  return byKey;
}

function resolve(parsed: readonly ParsedCard[], byKey: Map<string, CatalogCardRow>) {
  const counts = new Map<string, number>();
  const unknown: UnknownLine[] = [];
  for (const card of parsed) {
    const found = byKey.get(key(card.setCode, card.number));
    const where = `${card.setCode} ${card.number}`;
    if (!found) {
      unknown.push({ line: card.line, text: card.text, reason: `no card ${where} in the catalog` });
    } else if (comparableName(found.name) !== comparableName(card.name)) {
      unknown.push({
        line: card.line,
        text: card.text,
        reason: `${where} is "${found.name}" in the catalog, not "${card.name}"`,
      });
    } else if ((counts.get(found.id) ?? 0) + card.count > MAX_LINE_COUNT) {
      unknown.push({
        line: card.line,
        text: card.text,
        reason: `more than ${MAX_LINE_COUNT} copies of ${where} in the list`,
      });
    } else {
      counts.set(found.id, (counts.get(found.id) ?? 0) + card.count);
    }
  }
  return { counts, unknown };
}

export function createDeckTextService(deps: Deps) {
  return {
    async exportText(userId: number, id: number): Promise<string> {
      await deps.decks.summary(userId, id);
      const rows = await findDeckCardRows(deps.pool, userId, id);
      return formatDeckText(
        rows.map((row) => ({
          count: row.count,
          name: row.name,
          setCode: row.set_code,
          number: row.number ?? '',
          category: row.category,
        })),
      );
    },

    /** A new deck from a PTCG Live list; lines not matched are returned, not dropped. */
    async importText(
      userId: number,
      input: { name: string; format: DeckFormat; text: string },
    ): Promise<DeckImportResult> {
      const parsed = parseDeckText(input.text);
      if (parsed.cards.length === 0 && parsed.unknown.length === 0) {
        throw new AppError('VALIDATION_FAILED', 'text: the list has no card lines', {
          field: 'text',
          code: 'empty_list',
        });
      }
      const codes = [...new Set(parsed.cards.map((card) => card.setCode.toLowerCase()))];
      const byKey = indexCards(await findCardsBySetCodes(deps.pool, codes));
      const { counts, unknown } = resolve(parsed.cards, byKey);
      const deckId = await deps.db.transaction(async (tx) => {
        await enforceQuota(tx, userId, 'decks');
        const id = await insertDeck(tx, userId, { name: input.name, format: input.format });
        await insertDeckCards(
          tx,
          id,
          [...counts].map(([productId, count]) => ({ productId, count })),
        );
        return id;
      });
      return {
        deck: await deps.decks.summary(userId, deckId),
        unknown_lines: [...parsed.unknown, ...unknown].sort((a, b) => a.line - b.line),
      };
    },
  };
}
