import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitSessionChange } from '../../../lib/session/session-events.ts';
import {
  EARLY_HOME_PATHS,
  startEarlyHomeRequests,
  takeEarlyResponse,
} from './early-home-requests.ts';

beforeEach(() => {
  Object.assign(globalThis, { window: {} });
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('[]')));
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis, 'window');
});

describe("/home's early requests", () => {
  it('hands each answer to the page once', () => {
    startEarlyHomeRequests('/home', 'sFrontToken=abc');
    expect(takeEarlyResponse(EARLY_HOME_PATHS.userProducts)).toBeInstanceOf(Promise);
    expect(takeEarlyResponse(EARLY_HOME_PATHS.userProducts)).toBeUndefined();
  });

  it('drops the answers nobody took when the session ends', () => {
    startEarlyHomeRequests('/home', 'sFrontToken=abc');
    emitSessionChange('ended');
    for (const path of Object.values(EARLY_HOME_PATHS)) {
      expect(takeEarlyResponse(path)).toBeUndefined();
    }
  });
});
