import type { ConfigInput } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importFixtureCatalog } from './fixture-catalog.ts';

/**
 * The test app, with the fixture catalog imported unless `withCatalog` is false. The extra
 * pool listener covers the end-of-file race where the test database is dropped WITH (FORCE)
 * while a pooled connection is still closing (harmless here, and never an uncaught error).
 */
export async function createCatalogTestApp(
  options: { withCatalog?: boolean; overrides?: Partial<ConfigInput> } = {},
): Promise<TestApp> {
  const t = await createTestApp(options.overrides);
  t.app.pool.on('error', () => {});
  if (options.withCatalog ?? true) {
    await importFixtureCatalog(t.app.pool);
  }
  return t;
}
