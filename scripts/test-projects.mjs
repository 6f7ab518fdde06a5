// Which Vitest project a test file belongs to (decision 045); shared by vitest.config.ts and the
// timing report, so the two cannot disagree.

/** Server test files that need no database: the photo engines, worker pools and server/lib. */
export const engineFiles = [
  'src/server/scan/engine/**/*.test.ts',
  'src/server/scan/worker/**/*.test.ts',
  'src/server/grading/engine/**/*.test.ts',
  'src/server/vision/**/*.test.ts',
  'src/server/lib/**/*.test.ts',
];

export const unitFiles = ['src/core/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}'];
export const serverFiles = ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'];
export const e2eFiles = ['e2e/**/*.spec.ts'];
