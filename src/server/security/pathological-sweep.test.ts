import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import { MULTIPART_FORMS } from '../reliability/fuzz/multipart-forms.ts';
import type { TestApp } from '../test/test-app.ts';
import { runSweep } from './pathological-sweep.ts';

// Security round 3, item 2: long runs of spaces, digits and separators sent to every string
// field of every route (nested JSON fields and multipart text fields too) answer within 1 s,
// below 500, and a health check sent beside each one answers within 200 ms (no handler blocks
// the event loop).
let t: TestApp;

beforeAll(async () => {
  t = await createCatalogTestApp({
    overrides: { ORDER_SWEEP_SECONDS: '0', ORDER_RATE_LIMIT_PER_MINUTE: '100000' },
  });
});
afterAll(async () => {
  await t.close();
});

describe('pathological strings in every text field', () => {
  it('answer within 1 s while health answers within 200 ms', { timeout: 120_000 }, async () => {
    const answers = await runSweep(t.app);
    const slowest = answers.reduce((a, b) => (b.ms > a.ms ? b : a));
    const slowestHealth = Math.max(...answers.map((answer) => answer.healthMs));
    process.stdout.write(
      `sweep: ${answers.length} requests, slowest ${slowest.ms.toFixed(0)} ms ` +
        `(${slowest.method} ${slowest.url.slice(0, 60)} ${slowest.field}), ` +
        `slowest health ${slowestHealth.toFixed(0)} ms\n`,
    );
    expect(answers.length).toBeGreaterThan(400);
    const swept = new Set(answers.map((a) => `${a.method} ${a.url.split('?')[0]} ${a.field}`));
    // Nested JSON fields and the text fields of multipart forms are swept too.
    expect(swept).toContain('POST /api/orders/ body shippingAddress.line1');
    expect(swept).toContain('POST /api/iOSUserCards/bulk body products.[].notes');
    for (const [route, form] of Object.entries(MULTIPART_FORMS)) {
      for (const field of form.textFields) {
        expect(swept).toContain(`${route} form ${field}`);
      }
    }
    const summary = (list: typeof answers) =>
      list.map(
        (a) => `${a.method} ${a.url.slice(0, 80)} ${a.field}: ${a.status} ${a.ms.toFixed(0)} ms`,
      );
    expect(summary(answers.filter((a) => a.status >= 500))).toEqual([]);
    expect(summary(answers.filter((a) => a.ms > 1000))).toEqual([]);
    expect(summary(answers.filter((a) => a.healthMs > 200))).toEqual([]);
  });
});
