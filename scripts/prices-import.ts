// Imports daily price points: npm run prices:import -- <file.csv|file.ndjson> [--source NAME]
// Exit code 0: every row imported or unchanged; 1: some rows were bad (the good ones are
// imported); 2: nothing imported (usage, unreadable file, bad CSV header).
// Uses DATABASE_URL, else the app's embedded PostgreSQL (stop the app first: one data folder).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openAppDatabase } from '#server/catalog/catalog-database.ts';
import { loadConfig } from '#server/config.ts';
import { computeInsights } from '#server/insights/insights-compute.service.ts';
import { formatPriceImportSummary, importPriceFile } from '#server/prices/import/import-prices.ts';
import { PriceFileError } from '#server/prices/import/read-price-records.ts';

const USAGE =
  'usage: npm run prices:import -- <file.csv|file.ndjson|file.jsonl> [--source NAME] [--format csv|ndjson]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { source: { type: 'string' }, format: { type: 'string' } },
  });
  const file = positionals[0];
  const format = values.format;
  if (!file || positionals.length > 1 || (format && format !== 'csv' && format !== 'ndjson')) {
    console.error(USAGE);
    return 2;
  }
  if (!existsSync(file)) {
    console.error(`no such file: ${file}`);
    return 2;
  }
  const database = await openAppDatabase(loadConfig());
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  try {
    console.log(
      `importing ${path.resolve(file)} (${database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'})`,
    );
    const summary = await importPriceFile(pool, path.resolve(file), {
      source: values.source,
      format: format as 'csv' | 'ndjson' | undefined,
      onProblem: (message) => console.error(message),
    });
    console.log(formatPriceImportSummary(summary));
    console.log(`insights computed for ${(await computeInsights({ pool })).products} products`);
    return summary.bad > 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof PriceFileError) {
      console.error(`cannot import ${file}: ${error.message}`);
      return 2;
    }
    throw error;
  } finally {
    await pool.end();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`price import failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
