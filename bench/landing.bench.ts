// Landing page budget: initial JavaScript for / (gzipped) and time to first render in Chromium.
// Run with `npm run bench:landing` (builds nothing: run `npm run build` first).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { withBrowserBench } from './support/browser-bench.ts';
import { percentile } from './support/stats.ts';

const RUNS = 15;
const BUDGET_KB = 150;

function initialScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? '');
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  return [...scripts, ...preloads];
}

async function main() {
  const dist = path.resolve('dist/web');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  let gzipBytes = 0;
  for (const src of initialScripts(html)) {
    gzipBytes += gzipSync(readFileSync(path.join(dist, src))).length;
  }
  const kb = gzipBytes / 1024;
  console.log(`initial JS for / (gzip): ${kb.toFixed(1)} KB (budget ${BUDGET_KB} KB)`);

  await withBrowserBench({}, async ({ server, browser }) => {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const start = performance.now();
      await page.goto(`${server.baseUrl}/`);
      await page
        .getByRole('heading', { name: 'Ultimate Pokemon Card Collecting Platform' })
        .waitFor();
      times.push(performance.now() - start);
      await context.close();
    }
    const sorted = times.slice(1).sort((a, b) => a - b);
    console.log(
      `first render of / (navigation to headline, ${sorted.length} cold contexts): p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms`,
    );
  });
  if (kb > BUDGET_KB) {
    process.exitCode = 1;
  }
}

await main();
