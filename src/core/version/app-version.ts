import { z } from 'zod';

/** GET /api/auth/version. */
export const versionAnswerSchema = z.object({ version: z.string() });

/** The frontend version this build of the web app expects the server to report. */
export const EXPECTED_FRONTEND_VERSION = '7.52';

/** How often the web app asks the server for its version. */
export const VERSION_POLL_INTERVAL_MS = 60_000;

/** How long the 'new version' toast stays before the page reloads. */
export const VERSION_TOAST_MS = 3_000;

export const VERSION_MISMATCH_MESSAGE = 'A new version is available. Refreshing now...';

export function isVersionMismatch(serverVersion: unknown): boolean {
  return typeof serverVersion === 'string' && serverVersion !== EXPECTED_FRONTEND_VERSION;
}
