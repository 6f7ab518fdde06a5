import { and, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { DeckFormat, DeckSummary } from '#core/decks/deck.schema.ts';
import type { Executor, Tx } from '../db/executor.ts';
import { deckCards, decks } from '../db/schema/index.ts';

const SUMMARY_SQL = `
  SELECT d.id, d.name, d.format,
         coalesce((SELECT sum(dc.count) FROM deck_cards dc WHERE dc.deck_id = d.id), 0)::int
           AS card_count,
         to_json(d.created_at) #>> '{}' AS created_at,
         to_json(d.updated_at) #>> '{}' AS updated_at
  FROM decks d
  WHERE d.user_id = $1`;

export async function listDecks(pool: pg.Pool, userId: number): Promise<DeckSummary[]> {
  const { rows } = await pool.query<DeckSummary>(
    `${SUMMARY_SQL} ORDER BY d.updated_at DESC, d.id DESC`,
    [userId],
  );
  return rows;
}

export async function findDeckSummary(
  pool: pg.Pool,
  userId: number,
  id: number,
): Promise<DeckSummary | undefined> {
  const { rows } = await pool.query<DeckSummary>(`${SUMMARY_SQL} AND d.id = $2`, [userId, id]);
  return rows[0];
}

export async function insertDeck(
  db: Executor,
  userId: number,
  input: { name: string; format: DeckFormat },
): Promise<number> {
  const [row] = await db
    .insert(decks)
    .values({ userId, ...input })
    .returning({ id: decks.id });
  if (!row) {
    throw new Error('deck insert returned no row');
  }
  return row.id;
}

/** The user's deck row, locked until the transaction ends; undefined when it is not theirs. */
export async function lockDeck(tx: Tx, userId: number, id: number) {
  const [row] = await tx
    .select()
    .from(decks)
    .where(and(eq(decks.id, id), eq(decks.userId, userId)))
    .for('update');
  return row;
}

export async function updateDeck(
  db: Executor,
  userId: number,
  id: number,
  changes: { name?: string; format?: DeckFormat },
): Promise<boolean> {
  const updated = await db
    .update(decks)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(decks.id, id), eq(decks.userId, userId)))
    .returning({ id: decks.id });
  return updated.length > 0;
}

export async function deleteDeck(db: Executor, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(decks)
    .where(and(eq(decks.id, id), eq(decks.userId, userId)))
    .returning({ id: decks.id });
  return deleted.length > 0;
}

export async function copyDeckCards(tx: Tx, fromDeckId: number, toDeckId: number) {
  await tx.execute(sql`
    INSERT INTO deck_cards (deck_id, product_id, count)
    SELECT ${toDeckId}, product_id, count FROM deck_cards WHERE deck_id = ${fromDeckId}
    ORDER BY id`);
}

export async function insertDeckCards(
  tx: Tx,
  deckId: number,
  lines: readonly { productId: string; count: number }[],
) {
  if (lines.length > 0) {
    await tx.insert(deckCards).values(lines.map((line) => ({ deckId, ...line })));
  }
}

/** Sets a printing's count in the deck; 0 removes the line. */
export async function setDeckCardCount(tx: Tx, deckId: number, productId: string, count: number) {
  if (count === 0) {
    await tx
      .delete(deckCards)
      .where(and(eq(deckCards.deckId, deckId), eq(deckCards.productId, productId)));
  } else {
    await tx
      .insert(deckCards)
      .values({ deckId, productId, count })
      .onConflictDoUpdate({ target: [deckCards.deckId, deckCards.productId], set: { count } });
  }
  await tx.update(decks).set({ updatedAt: sql`now()` }).where(eq(decks.id, deckId));
}

/** The product's type, or undefined when the catalog has no such product. */
export async function findProductType(db: Executor, productId: string) {
  const rows = await db.execute<{ product_type: string }>(
    sql`SELECT product_type FROM catalog_products WHERE id = ${productId}`,
  );
  return rows.rows[0]?.product_type;
}
