// Set page budget: a 300-card set rendered in headless Chromium (cold navigation to the grid,
// re-sort, and scrolling to the end with frame times). Run `npx vite build` first, then
// `npx tsx bench/set-page.bench.ts` (DATABASE_URL=... to use a running PostgreSQL).
import type { Browser } from 'playwright-core';
import { BIG_SET_ID, BIG_SET_SIZE, importBigSet } from '../e2e/fixtures/catalog/load-catalog.ts';
import { coldPage, withBrowserBench } from './support/browser-bench.ts';
import { summarise } from './support/stats.ts';

const RUNS = 12;

// Runs in the page: re-sorts and waits for the next painted frame.
const RESORT = `(async () => {
  const select = document.querySelector('.catalog-sort select');
  const started = performance.now();
  select.value = select.value === 'name' ? 'number-desc' : 'name';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return performance.now() - started;
})()`;

// Runs in the page: scrolls 120 px per frame, 100 frames down then 100 up (about 12,000 px, most
// of the 300-card grid), recording every frame's duration and the most tiles mounted at once.
const SCROLL = `(async () => {
  window.scrollTo(0, 0);
  const frames = [];
  let mounted = 0;
  let last = performance.now();
  for (let i = 0; i < 200; i++) {
    window.scrollBy(0, i < 100 ? 120 : -120);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const now = performance.now();
    frames.push(now - last);
    last = now;
    mounted = Math.max(mounted, document.querySelectorAll('.catalog-card').length);
  }
  return { frames, mounted };
})()`;

async function main() {
  await withBrowserBench({}, async ({ server, browser }) => {
    await importBigSet(server.app.pool);
    await measure(server.baseUrl, browser);
  });
}

async function measure(baseUrl: string, browser: Browser) {
  const navigation: number[] = [];
  const inPage: number[] = [];
  const resort: number[] = [];
  const frames: number[] = [];
  const baselineFrames: number[] = [];
  let mounted = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const page = await coldPage(browser);
    const started = performance.now();
    await page.goto(`${baseUrl}/sets/${BIG_SET_ID}`);
    await page.getByText(`${BIG_SET_SIZE} cards`, { exact: true }).waitFor();
    await page.locator('.catalog-card').first().waitFor();
    navigation.push(performance.now() - started);
    inPage.push(await page.evaluate('performance.now()'));
    if (run > 0) {
      for (let i = 0; i < 3; i += 1) {
        resort.push((await page.evaluate(RESORT)) as number);
      }
      const scroll = (await page.evaluate(SCROLL)) as { frames: number[]; mounted: number };
      frames.push(...scroll.frames);
      mounted = Math.max(mounted, scroll.mounted);
      // The machine's noise floor: the same scroll over a long static text page.
      await page.goto(`${baseUrl}/privacy`);
      await page.locator('main h1').first().waitFor({ timeout: 60_000 });
      baselineFrames.push(...((await page.evaluate(SCROLL)) as { frames: number[] }).frames);
    }
    await page.context().close();
  }
  const warm = (values: number[]) => values.slice(1);
  console.log(`set page, ${BIG_SET_SIZE} cards, ${RUNS - 1} cold contexts (first run dropped):`);
  console.log(`  ${summarise('navigation to first card tile (test clock)', warm(navigation))}`);
  console.log(
    `  ${summarise('page clock at first card tile (from navigation start)', warm(inPage))}`,
  );
  console.log(`  ${summarise('re-sort to next painted frame', resort)}`);
  const slow = (values: number[]) => `${values.filter((f) => f > 50).length} of ${values.length}`;
  console.log(
    `  ${summarise('frame time scrolling the grid', frames)}; over 50 ms: ${slow(frames)}`,
  );
  console.log(
    `  ${summarise('frame time scrolling /privacy (baseline)', baselineFrames)}; over 50 ms: ${slow(baselineFrames)}`,
  );
  console.log(`  most card tiles mounted at once: ${mounted} of ${BIG_SET_SIZE}`);
}

await main();
