import pg from 'pg';

export type TableFingerprint = { rows: number; md5: string | null };

/**
 * Per table of the database's own schemas: the row count and an md5 of every row's text in
 * primary key order, so two databases with the same data give the same fingerprints.
 */
export async function tableFingerprints(
  databaseUrl: string,
  schemas = ['public', 'drizzle'],
): Promise<Record<string, TableFingerprint>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string; key: string | null }>(
      `SELECT format('%I.%I', n.nspname, c.relname) AS name,
              (SELECT string_agg(format('t.%I', a.attname), ', ' ORDER BY k.ord)
                 FROM pg_index i
                 CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
                 JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
                WHERE i.indrelid = c.oid AND i.indisprimary) AS key
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p') AND n.nspname = ANY($1)
        ORDER BY 1`,
      [schemas],
    );
    const result: Record<string, TableFingerprint> = {};
    for (const { name, key } of tables) {
      const order = key ?? 't::text';
      const { rows } = await client.query<{ n: number; sum: string | null }>(
        `SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY ${order})) AS sum FROM ${name} t`,
      );
      result[name] = { rows: rows[0]?.n ?? 0, md5: rows[0]?.sum ?? null };
    }
    return result;
  } finally {
    await client.end();
  }
}
