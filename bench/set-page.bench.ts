// Set page budget: a 300-card set rendered in headless Chromium (cold navigation to the grid,
// re-sort, and scrolling to the end with frame times). Run `npx vite build` first, then
// `npx tsx bench/set-page.bench.ts` (DATABASE_URL=... to use a running PostgreSQL).
import { BIG_SET_ID, BIG_SET_SIZE, importBigSet } from '../e2e/fixtures/catalog/load-catalog.ts';
import { startAppServer } from '../e2e/support/app-server.ts';
import { hasChromium, launchBrowser } from '../e2e/support/browser.ts';
import globalSetup from '../src/server/test/global-setup.ts';

const RUNS = 12;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function summary(label: string, values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `${label}: p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(0)} ms`;
}

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
  if (!hasChromium) {
    console.log('skipped: /usr/bin/chromium is missing');
    return;
  }
  const teardown = await globalSetup();
  const server = await startAppServer();
  await importBigSet(server.app.pool);
  const browser = await launchBrowser();
  const navigation: number[] = [];
  const inPage: number[] = [];
  const resort: number[] = [];
  const frames: number[] = [];
  const baselineFrames: number[] = [];
  let mounted = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    const started = performance.now();
    await page.goto(`${server.baseUrl}/sets/${BIG_SET_ID}`);
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
      await page.goto(`${server.baseUrl}/privacy`);
      await page.locator('main h1').first().waitFor({ timeout: 60_000 });
      baselineFrames.push(...((await page.evaluate(SCROLL)) as { frames: number[] }).frames);
    }
    await context.close();
  }
  await browser.close();
  await server.close();
  await teardown?.();
  const warm = (values: number[]) => values.slice(1);
  console.log(`set page, ${BIG_SET_SIZE} cards, ${RUNS - 1} cold contexts (first run dropped):`);
  console.log(`  ${summary('navigation to first card tile (test clock)', warm(navigation))}`);
  console.log(
    `  ${summary('page clock at first card tile (from navigation start)', warm(inPage))}`,
  );
  console.log(`  ${summary('re-sort to next painted frame', resort)}`);
  const slow = (values: number[]) => `${values.filter((f) => f > 50).length} of ${values.length}`;
  console.log(`  ${summary('frame time scrolling the grid', frames)}; over 50 ms: ${slow(frames)}`);
  console.log(
    `  ${summary('frame time scrolling /privacy (baseline)', baselineFrames)}; over 50 ms: ${slow(baselineFrames)}`,
  );
  console.log(`  most card tiles mounted at once: ${mounted} of ${BIG_SET_SIZE}`);
}

await main();
