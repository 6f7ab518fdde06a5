import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type DownloadResult =
  | { ok: true; image: Buffer }
  | { ok: false; reason: string; unreachable: boolean };

const NETWORK_CODES = new Set([
  'ENOTFOUND',
  'ECONNREFUSED',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ETIMEDOUT',
  'ECONNRESET',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function networkCode(error: unknown): string | null {
  const cause = (error as { cause?: { code?: string } }).cause;
  const code = cause?.code ?? (error as { code?: string }).code ?? null;
  if (code && NETWORK_CODES.has(code)) {
    return code;
  }
  return (error as { name?: string }).name === 'TimeoutError' ? 'timeout' : null;
}

/** GET with retries (backoff) for network errors and 5xx; 404 and other 4xx fail at once. */
async function fetchWithRetries(url: string, retries: number): Promise<DownloadResult> {
  let last: DownloadResult = { ok: false, reason: 'not tried', unreachable: false };
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) {
      await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** (attempt - 1)));
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(20_000) });
      if (response.ok) {
        return { ok: true, image: Buffer.from(await response.arrayBuffer()) };
      }
      last = { ok: false, reason: `HTTP ${response.status}`, unreachable: false };
      if (response.status < 500) {
        return last;
      }
    } catch (error) {
      const code = networkCode(error);
      last = {
        ok: false,
        reason: code ? `network: ${code}` : `download failed: ${String(error)}`,
        unreachable: code !== null,
      };
    }
  }
  return last;
}

/** The first URL that answers (e.g. high then low quality), cached on disk by product id. */
export async function downloadImage(
  productId: string,
  urls: string[],
  options: { cacheDir: string; retries: number },
): Promise<DownloadResult> {
  const cached = path.join(options.cacheDir, encodeURIComponent(productId));
  try {
    return { ok: true, image: await readFile(cached) };
  } catch {
    // not cached yet
  }
  let result: DownloadResult = { ok: false, reason: 'no image URL', unreachable: false };
  for (const url of urls) {
    result = await fetchWithRetries(url, options.retries);
    if (result.ok || result.unreachable) {
      break;
    }
  }
  if (result.ok) {
    await mkdir(options.cacheDir, { recursive: true });
    await writeFile(`${cached}.part`, result.image);
    await rename(`${cached}.part`, cached);
  }
  return result;
}
