import type pg from 'pg';

/** Throws when the database cannot be reached (a probe, not a query of data). */
export async function checkDatabase(pool: pg.Pool): Promise<void> {
  await pool.query('SELECT 1');
}
