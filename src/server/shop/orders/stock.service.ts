import { isMember } from '#core/cart/cart-totals.ts';
import { type CartLine, checkStock, type StockFacts } from '#core/shop/stock-check.ts';
import type { Executor } from '../../db/executor.ts';
import { findProductsByIds } from '../products/products.repository.ts';

export async function loadStockFacts(db: Executor, ids: number[]) {
  const rows = await findProductsByIds(db, [...new Set(ids)]);
  const facts = new Map<number, StockFacts>(
    rows.map((row) => [
      row.id,
      { id: row.id, stock: row.stock, hidden: row.hidden, memberOnly: row.memberOnly },
    ]),
  );
  return { rows, facts };
}

/** POST /api/products/validate-stock: `{ valid, errors }` with one text per problem line. */
export async function validateCartStock(db: Executor, lines: CartLine[], tier: number) {
  const { facts } = await loadStockFacts(
    db,
    lines.map((line) => line.id),
  );
  return checkStock(lines, facts, isMember(tier));
}
