// npm run dev: the API with reload (tsx watch) and the Vite dev server (proxying /api) side by side.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const envFile = existsSync('.env') ? ['--env-file=.env'] : [];
const children = [
  spawn('npx', ['tsx', 'watch', ...envFile, 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, DEV_MODE: process.env.DEV_MODE ?? 'true' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) {
    child.kill('SIGTERM');
  }
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
