// Bundles the server into dist/server/main.js; packages stay external and load from node_modules.
// The card-scan and grading worker threads run from their own files next to main.js.
import { build } from 'esbuild';

const entries = {
  main: 'src/server/main.ts',
  'scan-worker': 'src/server/scan/worker/scan-worker.ts',
  'grading-worker': 'src/server/grading/worker/grading-worker.ts',
};

for (const [name, entry] of Object.entries(entries)) {
  await build({
    entryPoints: [entry],
    outfile: `dist/server/${name}.js`,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}
