import { configDefaults, defineConfig } from 'vitest/config';
import { e2eFiles, engineFiles, serverFiles, unitFiles } from './scripts/test-projects.mjs';

// Decision 045: four projects split by what a file needs, so CI runs each only where it matters.
// Vitest defaults to cores - 1 workers; on a 2-core machine that is one file at a time.
const workers = Number(process.env.VITEST_MAX_WORKERS ?? 2);
/** One PostgreSQL and a migrated template database for the run; unit and engine need neither. */
const databaseSetup = 'src/server/test/global-setup.ts';

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: {
          name: 'unit',
          include: unitFiles,
          environment: 'node',
          maxWorkers: workers,
        },
      },
      {
        test: {
          name: 'engine',
          include: engineFiles,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: workers,
          // Files share a worker's module cache: OpenCV's 11 MB of WebAssembly compiles once per
          // worker, not once per file. The engine keeps no state between files but loaded models.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          globalSetup: [databaseSetup],
          include: serverFiles,
          exclude: [...configDefaults.exclude, ...engineFiles],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: workers,
        },
      },
      {
        test: {
          name: 'e2e',
          include: e2eFiles,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: [databaseSetup, 'e2e/support/shared-browser.ts'],
          maxWorkers: workers,
          // After the other projects: journeys time pages and want the cores to themselves.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
