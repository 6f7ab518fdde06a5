import { describe, expect, it } from 'vitest';
import { importCheckFixture } from './import-check-fixture.ts';

const { write, check } = importCheckFixture('scripts/check-feature-boundaries.mjs');

describe('scripts/check-feature-boundaries.mjs', () => {
  it('fails naming a feature that imports another feature, and a shared folder that imports one', async () => {
    write(
      'src/web/features/cart/cart.tsx',
      "import { useSession } from '../session/session.ts';\n",
    );
    write('src/web/features/session/session.ts', 'export const useSession = () => null;\n');
    write('src/web/lib/helper.ts', "export { x } from '#web/features/cart/cart.tsx';\n");
    write(
      'src/web/pages/orders/orders-page.tsx',
      "import { readRowId } from '../../app/ids.ts';\n",
    );
    const result = await check();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `src/web/features/cart/cart.tsx: feature "cart" imports feature "session"`,
    );
    expect(result.stderr).toContain(
      'src/web/lib/helper.ts: shared src/web/lib imports src/web/features',
    );
    expect(result.stderr).toContain(
      'src/web/pages/orders/orders-page.tsx: page src/web/pages imports src/web/app',
    );
  });

  it('passes imports inside a feature, from pages and app, and of shared folders', async () => {
    write(
      'src/web/features/cart/cart.tsx',
      "import { a } from './api/get-cart.ts';\nimport { b } from '../../lib/b.ts';\n",
    );
    write(
      'src/web/pages/cart/cart-page.tsx',
      "import { C } from '../../features/cart/cart.tsx';\n",
    );
    write('src/web/app/root.tsx', "import { C } from '../features/cart/cart.tsx';\n");
    const result = await check();
    expect(result.code).toBe(0);
  });

  it('passes on this repository', async () => {
    const result = await check('.');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });
});
