// Bundles the server into dist/server/main.js; packages stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

// The card-scan worker thread runs from its own file next to main.js (src/server/scan/worker).
await build({
  entryPoints: ['src/server/scan/worker/scan-worker.ts'],
  outfile: 'dist/server/scan-worker.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

// The grading worker thread likewise (src/server/grading/worker).
await build({
  entryPoints: ['src/server/grading/worker/grading-worker.ts'],
  outfile: 'dist/server/grading-worker.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
