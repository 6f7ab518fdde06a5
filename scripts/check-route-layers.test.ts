import { describe, expect, it } from 'vitest';
import { importCheckFixture } from './import-check-fixture.ts';

const { write, check } = importCheckFixture('scripts/check-route-layers.mjs');

describe('scripts/check-route-layers.mjs', () => {
  it('fails naming a route that imports a repository, an SQL module or runs a query', async () => {
    write(
      'src/server/binders/binders.routes.ts',
      "import {\n  listBinders,\n  type Binder,\n} from './binders.repository.ts';\n",
    );
    write(
      'src/server/prices/prices.routes.ts',
      "import { sourceRankSql } from '../read-models/source-priority-sql.ts';\n",
    );
    write('src/server/system/system.routes.ts', "await app.pool.query('SELECT 1');\n");
    const result = await check();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "src/server/binders/binders.routes.ts: imports a repository ('./binders.repository.ts')",
    );
    expect(result.stderr).toContain('src/server/prices/prices.routes.ts: imports an SQL module');
    expect(result.stderr).toContain('src/server/system/system.routes.ts: runs a query');
  });

  it('passes a route that calls its service and imports a repository type only', async () => {
    write(
      'src/server/binders/binders.routes.ts',
      [
        "import { listUserBinders } from './binders.service.ts';",
        "import type { BinderRow } from './binders.repository.ts';",
        '// a comment may say app.pool.query(...)',
        '',
      ].join('\n'),
    );
    write(
      'src/server/binders/binders.service.ts',
      "import { x } from './binders.repository.ts';\n",
    );
    const result = await check();
    expect(result.code).toBe(0);
  });

  it('passes on this repository', async () => {
    const result = await check('.');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });
});
