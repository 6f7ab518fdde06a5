import type pg from 'pg';

/**
 * Adds `count` catalog products (picked at random but the same every run) to the user's
 * collection, analyses the table and answers the new item ids.
 */
export async function addRandomCollection(
  pool: pg.Pool,
  userId: number,
  count: number,
): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO user_products (user_id, product_id, product_type, variant)
     SELECT $1, p.id, p.product_type, 'normal'
     FROM generate_series(1, $2) n
     JOIN LATERAL (SELECT id, product_type FROM catalog_products
       ORDER BY md5(id || n::text) LIMIT 1) p ON true
     RETURNING id`,
    [userId, count],
  );
  await pool.query('VACUUM (ANALYZE) user_products');
  return rows.map((row) => row.id);
}
