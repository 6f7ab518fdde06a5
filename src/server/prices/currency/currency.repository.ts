import type { DisplayCurrency } from '#core/money/currency.ts';
import type { Queryable } from '../../db/executor.ts';

export async function findUserCurrency(db: Queryable, userId: number): Promise<DisplayCurrency> {
  const { rows } = await db.query<{ currency: DisplayCurrency }>(
    'SELECT currency FROM user_currency_preferences WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.currency ?? 'USD';
}

export async function saveUserCurrency(
  db: Queryable,
  userId: number,
  currency: DisplayCurrency,
): Promise<void> {
  await db.query(
    `INSERT INTO user_currency_preferences (user_id, currency) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET currency = excluded.currency, updated_at = now()`,
    [userId, currency],
  );
}
