// Browses the catalog (every cached GET: fresh, compressed, 304, 404) with LOG_LEVEL=warn, so
// quiet-log.test.ts can check that ordinary traffic writes no warning or error to the log.
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';

const t = await createCatalogTestApp({ overrides: { LOG_LEVEL: 'warn' } });
const urls = [
  '/api/iOSTCGSets/english',
  '/api/iOSTCGSets/',
  '/api/tcgproducts?set_id=base1',
  '/api/tcgproducts/base1-4',
  '/api/tcgproducts/no-such-card',
  '/api/tcgproducts?set_id=no-such-set',
  '/api/cards/search?q=pikachu',
  '/api/cards/search?q=pi',
  '/api/iOSSyncService/products/changes',
];
const statuses: number[] = [];
for (const url of urls) {
  for (const encoding of ['identity', 'br', 'gzip']) {
    const first = await t.app.inject({ url, headers: { 'accept-encoding': encoding } });
    const etag = first.headers.etag;
    const again = await t.app.inject({
      url,
      headers: { 'accept-encoding': encoding, ...(etag ? { 'if-none-match': String(etag) } : {}) },
    });
    statuses.push(first.statusCode, again.statusCode);
  }
}
await t.close();
process.stderr.write(`${JSON.stringify({ statuses })}\n`);
