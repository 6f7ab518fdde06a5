// Fast entry budget (issue 32): a scripted browser types 100 cards into /home's quick-add box in
// under 5 minutes, and all 100 land in the collection. 20 lines over the journeys' fixture
// catalog (set ids, abbreviations, names, printing, condition and quantity tokens) and 80 over
// the generated 300-card set; each line is typed key by key, then Enter.
// Run `npx vite build` first (or set WEB_DIST_DIR), then `npm run bench:quick-add`
// (DATABASE_URL=... to use a running PostgreSQL).

import { importBigSet, importFixtureCatalog } from '../e2e/fixtures/catalog/load-catalog.ts';
import { createAccount } from '../e2e/support/accounts.ts';
import { signInVerified } from '../e2e/support/auth-flows.ts';
import {
  bigSetLines,
  expectedItems,
  FIXTURE_LINES,
  readItems,
  typeQuickAddLines,
} from '../e2e/support/quick-add-typing.ts';
import { coldPage, withBrowserBench } from './support/browser-bench.ts';

const CARDS = 100;
const BUDGET_MS = 5 * 60 * 1000;

async function main() {
  await withBrowserBench({}, async ({ server, browser }) => {
    await importFixtureCatalog(server.app.pool);
    await importBigSet(server.app.pool);
    const { email, userId } = await createAccount(server, 'bench-quick-add');
    const page = await coldPage(browser);
    await signInVerified(page, server, email);

    const lines = [...FIXTURE_LINES, ...bigSetLines(CARDS - FIXTURE_LINES.length)];
    const ms = await typeQuickAddLines(page, lines);
    const items = await readItems(server.app.pool, userId);
    const same =
      JSON.stringify(items.map(({ variant: _, ...rest }) => rest)) ===
      JSON.stringify(expectedItems(lines));

    console.log(`typed ${lines.length} cards, ${items.length} items in the collection`);
    console.log(`total ${(ms / 1000).toFixed(1)} s, ${(ms / lines.length).toFixed(0)} ms per card`);
    console.log(`budget ${BUDGET_MS / 1000} s: ${ms <= BUDGET_MS && same ? 'PASS' : 'FAIL'}`);
    if (!same) {
      console.log('the collection does not hold exactly the typed cards');
      process.exitCode = 1;
    }
    if (ms > BUDGET_MS) {
      process.exitCode = 1;
    }
    await page.context().close();
  });
}

await main();
