// npm test: builds the web app the browser journeys load, runs every Vitest project, and prints
// the slowest files per project and a closing 'N passed, N failed' line. Extra arguments go to
// vitest (e.g. --project unit); the web build is skipped when no journey runs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isCi = process.env.CI === 'true' || process.env.CI === '1';
if (!existsSync(chromium)) {
  if (isCi) {
    console.error(`Browser journeys are required in CI but ${chromium} is missing.`);
    process.exit(1);
  }
  console.log(
    `Browser journeys skipped: ${chromium} is missing. Install it with \`sudo apt-get install chromium\` to run them.`,
  );
}

const run = (cmd, args, env = process.env) =>
  spawnSync(cmd, args, { stdio: 'inherit', env, shell: false }).status ?? 1;

const args = process.argv.slice(2);
const projects = args.flatMap((arg, i) =>
  arg === '--project' ? [args[i + 1]] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
);
const runsJourneys = projects.length === 0 || projects.includes('e2e');
if (runsJourneys && run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) {
  process.exit(1);
}

mkdirSync('test-results', { recursive: true });
const report = path.join('test-results', 'vitest.json');
const status = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...args,
]);

if (existsSync(report)) {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  run('node', ['scripts/test-timings.mjs', report, '10']);
  const skipped = result.numPendingTests + result.numTodoTests;
  console.log(
    `\ntests: ${result.numPassedTests} passed, ${result.numFailedTests} failed, ${skipped} skipped`,
  );
}
process.exit(status);
