import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSourceHttp, loggableUrl } from '../prices/sources/source-http.ts';

// Security round 3, item 16: feed and rate calls time out, refuse plain http to other
// machines (they carry keys), and errors and logs name a URL without its secrets.
let server: Server;
let base: string;

beforeAll(async () => {
  // Accepts and never answers.
  server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('price source HTTP', () => {
  it('gives up on a feed that never answers', async () => {
    const request = createSourceHttp({ source: 'tcgplayer', maxAttempts: 1, timeoutMs: 200 });
    const started = performance.now();
    await expect(request(`${base}/prices`)).rejects.toThrow(/cannot reach/);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses plain http to another machine before sending the key', async () => {
    const request = createSourceHttp({ source: 'pricecharting', maxAttempts: 1 });
    await expect(request('http://prices.example.test/api?t=SECRET')).rejects.toThrow(
      'refusing http: for prices.example.test: use an https URL (the call carries keys)',
    );
  });

  it('names URLs by origin and path only', () => {
    expect(loggableUrl('https://user:pw@rates.test/v1/latest?key=SECRET')).toBe(
      'https://rates.test/v1/latest',
    );
  });
});
