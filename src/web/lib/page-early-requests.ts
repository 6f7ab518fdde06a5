/** A GET started by public/early-requests.js before the app's code loaded. */
export type PageEarlyRequest = { response: Promise<Response | undefined>; startedAt: number };

declare global {
  interface Window {
    __cardfolioEarly?: Record<string, PageEarlyRequest>;
  }
}

/** The page's early request for `path`, handed over once; undefined when it started none. */
export function adoptPageRequest(path: string): PageEarlyRequest | undefined {
  const started = window.__cardfolioEarly;
  const request = started?.[path];
  if (started && request) {
    delete started[path];
  }
  return request;
}
