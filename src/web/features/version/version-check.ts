import { isVersionMismatch, VERSION_POLL_INTERVAL_MS } from '#core/version/app-version.ts';

type VersionCheckDeps = {
  fetchVersion: () => Promise<unknown>;
  onMismatch: () => void;
  intervalMs?: number;
};

/**
 * Asks the server for its version now and every minute; calls onMismatch once when it differs
 * from the version this build expects. Returns a stop function.
 */
export function startVersionCheck({
  fetchVersion,
  onMismatch,
  intervalMs = VERSION_POLL_INTERVAL_MS,
}: VersionCheckDeps): () => void {
  let notified = false;
  const check = async () => {
    if (notified) {
      return;
    }
    try {
      const version = await fetchVersion();
      if (!notified && isVersionMismatch(version)) {
        notified = true;
        onMismatch();
      }
    } catch {
      // An unreachable server is not a new version; the next poll tries again.
    }
  };
  void check();
  const timer = setInterval(() => void check(), intervalMs);
  return () => clearInterval(timer);
}
