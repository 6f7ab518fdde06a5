// npm start: builds (when the build tools are installed) and runs the server. After
// `npm ci --omit=dev` the build tools are absent: the existing build in dist/ is run as it is.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const canBuild = existsSync('node_modules/vite') && existsSync('node_modules/esbuild');
if (canBuild) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) {
    process.exit(built.status ?? 1);
  }
} else if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) {
  console.error(
    'No build in dist/: run `npm ci && npm run build` first, then `npm ci --omit=dev`.',
  );
  process.exit(1);
}
// In this process, so the server's own signal handlers see SIGTERM and SIGINT.
await import(new URL('../dist/server/main.js', import.meta.url).href);
