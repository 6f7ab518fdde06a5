// Shipping label PDF: time to render (pdf-lib, our Code 128) and size, for a typical and a
// large request. Pure CPU, no database. Run with `npm run bench:sell-label`.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { SellRequest } from '../src/core/sell-requests/sell-request.schema.ts';
import { renderShippingLabel } from '../src/server/sell-requests/shipping-label.ts';

const SHIP_TO = ['Cardfolio Buying Desk', '100 Market Street', 'Portland, OR 97201', 'US'];

function request(items: number): SellRequest {
  return {
    id: 123,
    number: 'SR-000123',
    userId: 1,
    userEmail: 'ash@example.com',
    status: 'accepted',
    note: '',
    returnAddress: {
      name: 'Ash Ketchum',
      line1: '1 Route One',
      line2: '',
      city: 'Pallet Town',
      postalCode: '12345',
      country: 'JP',
    },
    items: Array.from({ length: items }, (_, i) => ({
      id: i + 1,
      userProductId: i + 1,
      productId: `sv08-${String(i).padStart(3, '0')}`,
      productName: `Pikachu ex ${i}`,
      condition: 'NM' as const,
      askingCents: 1000,
      offerCents: 800,
    })),
    askingTotalCents: items * 1000,
    offerTotalCents: items * 800,
    labelGeneratedAt: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  };
}

async function measure(items: number, runs: number) {
  const sample = request(items);
  await renderShippingLabel(sample, SHIP_TO); // warm-up (font embedding code paths)
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    bytes = (await renderShippingLabel(sample, SHIP_TO)).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  console.log(
    `${items} items: median ${p(0.5).toFixed(1)} ms, p95 ${p(0.95).toFixed(1)} ms, ${(bytes / 1024).toFixed(1)} KB (${runs} runs)`,
  );
}

console.log(
  `load average (1/5/15 min): ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ')}`,
);
await measure(3, 50);
await measure(100, 20);
