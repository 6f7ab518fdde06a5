import type pg from 'pg';

/**
 * One set of `products` cards (`bench-1` ...), each priced in two printings (normal with PSA 10
 * and, on even cards, graded 9 prices; holo) every day of the last `days` days.
 */
export async function seedPricedBenchCatalog(pool: pg.Pool, products: number, days: number) {
  await pool.query(
    `INSERT INTO catalog_sets (id, language, locale, name, search_name, url_name, content_hash)
     VALUES ('bench-set', 'english', 'en', 'Bench Set', 'bench set', 'bench-set', 'x')`,
  );
  await pool.query(
    `INSERT INTO catalog_products (id, product_type, set_id, language, name, search_name,
       search_number, content_hash)
     SELECT 'bench-' || n, 'card', 'bench-set', 'english', 'Card ' || n, 'card ' || n, n::text, 'x'
     FROM generate_series(1, ${products}) n`,
  );
  await pool.query(
    `INSERT INTO price_points (product_id, variant, price_date, source, market_cents, psa10_cents,
       graded9_cents)
     SELECT 'bench-' || n, v, d::date, 'bench', (abs(hashtext(n || v || d::text)) % 50000) + 25,
       CASE WHEN v = 'normal' THEN (abs(hashtext(n || d::text)) % 500000) + 5000 END,
       CASE WHEN v = 'normal' AND n % 2 = 0 THEN (abs(hashtext(n || 'g9')) % 100000) + 1000 END
     FROM generate_series(1, ${products}) n, unnest(ARRAY['normal', 'holo']) v,
       generate_series(current_date - ${days - 1}, current_date, interval '1 day') d`,
  );
}
