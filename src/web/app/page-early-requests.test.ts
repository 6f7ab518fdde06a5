import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_HOME_PATHS } from '../features/collection/hooks/early-home-requests.ts';
import { adoptPageRequest, type PageEarlyRequest } from '../lib/page-early-requests.ts';
import { SESSION_ME_PATH } from '../lib/session/early-session-check.ts';
import script from '../public/early-requests.js?raw';

type FakeWindow = { __cardfolioEarly?: Record<string, PageEarlyRequest> };

/** Runs index.html's early-requests.js as a page would, recording what it fetched. */
function runPageScript(cookie: string, pathname: string) {
  const fetched: string[] = [];
  const page: FakeWindow = {};
  const fetch = (path: string) => {
    fetched.push(path);
    return Promise.resolve(new Response('{}'));
  };
  new Function('window', 'document', 'location', 'fetch', script)(
    page,
    { cookie },
    { pathname },
    fetch,
  );
  return { fetched, page };
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'window');
});

describe('early-requests.js (started by index.html before the app loads)', () => {
  it("asks for the session and /home's data, the paths the app takes them from", () => {
    const { fetched, page } = runPageScript('theme=dark; sFrontToken=abc', '/home');
    expect(fetched).toEqual([SESSION_ME_PATH, ...Object.values(EARLY_HOME_PATHS)]);
    expect(Object.keys(page.__cardfolioEarly ?? {})).toEqual(fetched);
  });

  it('asks only for the session on other pages, and nothing without a session', () => {
    expect(runPageScript('sFrontToken=abc', '/sets/base1').fetched).toEqual([SESSION_ME_PATH]);
    const signedOut = runPageScript('theme=dark; notsFrontToken=1', '/home');
    expect(signedOut.fetched).toEqual([]);
    expect(signedOut.page.__cardfolioEarly).toBeUndefined();
  });

  it('hands each early answer to the app once', () => {
    const { page } = runPageScript('sFrontToken=abc', '/home');
    Object.assign(globalThis, { window: page });
    const first = adoptPageRequest(SESSION_ME_PATH);
    expect(first?.response).toBeInstanceOf(Promise);
    expect(adoptPageRequest(SESSION_ME_PATH)).toBeUndefined();
    expect(adoptPageRequest('/api/never-started')).toBeUndefined();
  });
});
