// Imports daily price points: npm run prices:import -- <file.csv|file.ndjson> [--source NAME]
// Exit code 0: every row imported or unchanged; 1: some rows were bad (the good ones are
// imported); 2: nothing imported (usage, unreadable file, bad CSV header).
// Uses DATABASE_URL, else the app's embedded PostgreSQL (stop the app first: one data folder).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { computeInsights } from '#server/insights/insights-compute.service.ts';
import { formatPriceImportSummary, importPriceFile } from '#server/prices/import/import-prices.ts';
import { PriceFileError } from '#server/prices/import/read-price-records.ts';
import { describeDatabase, runScript, withAppDb } from './lib/run-script.ts';

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
  return withAppDb(async ({ pool }, database) => {
    console.log(`importing ${path.resolve(file)} (${describeDatabase(database)})`);
    const summary = await importPriceFile(pool, path.resolve(file), {
      source: values.source,
      format: format as 'csv' | 'ndjson' | undefined,
      onProblem: (message) => console.error(message),
    });
    console.log(formatPriceImportSummary(summary));
    console.log(`insights computed for ${(await computeInsights({ pool })).products} products`);
    return summary.bad > 0 ? 1 : 0;
  }).catch((error: unknown) => {
    if (error instanceof PriceFileError) {
      console.error(`cannot import ${file}: ${error.message}`);
      return 2;
    }
    throw error;
  });
}

runScript(main, { failed: 'price import failed', errorCode: 2 });
