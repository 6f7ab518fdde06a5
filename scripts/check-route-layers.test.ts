import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const check = (root: string) =>
  run('node', ['scripts/check-route-layers.mjs', root]).then(
    (out) => ({ code: 0, ...out }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

let root: string;
function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('scripts/check-route-layers.mjs', () => {
  it('fails naming a route that imports a repository, an SQL module or runs a query', async () => {
    root = mkdtempSync(join(tmpdir(), 'route-layers-'));
    write(
      'src/server/binders/binders.routes.ts',
      "import {\n  listBinders,\n  type Binder,\n} from './binders.repository.ts';\n",
    );
    write(
      'src/server/prices/prices.routes.ts',
      "import { sourceRankSql } from '../read-models/source-priority-sql.ts';\n",
    );
    write('src/server/system/system.routes.ts', "await app.pool.query('SELECT 1');\n");
    const result = await check(root);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "src/server/binders/binders.routes.ts: imports a repository ('./binders.repository.ts')",
    );
    expect(result.stderr).toContain('src/server/prices/prices.routes.ts: imports an SQL module');
    expect(result.stderr).toContain('src/server/system/system.routes.ts: runs a query');
  });

  it('passes a route that calls its service and imports a repository type only', async () => {
    root = mkdtempSync(join(tmpdir(), 'route-layers-'));
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
    const result = await check(root);
    expect(result.code).toBe(0);
  });

  it('passes on this repository', async () => {
    const result = await check('.');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });
});
