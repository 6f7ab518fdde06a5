import { describe, expect, it, vi } from 'vitest';
import { emitSessionChange, onSessionChange, toSessionChange } from './session-events.ts';

describe('session events of the SDK (spec section 4)', () => {
  it('reloads the user on created and refreshed, clears it on sign-out and unauthorised', () => {
    expect(toSessionChange('SESSION_CREATED')).toBe('created');
    expect(toSessionChange('REFRESH_SESSION')).toBe('refreshed');
    expect(toSessionChange('SIGN_OUT')).toBe('ended');
    expect(toSessionChange('UNAUTHORISED')).toBe('ended');
    expect(toSessionChange('ACCESS_TOKEN_PAYLOAD_UPDATED')).toBe('payloadUpdated');
    expect(toSessionChange('API_INVALID_CLAIM')).toBeUndefined();
  });
  it('delivers changes to listeners until they unsubscribe', () => {
    const listener = vi.fn();
    const stop = onSessionChange(listener);
    emitSessionChange('created');
    stop();
    emitSessionChange('ended');
    expect(listener.mock.calls).toEqual([['created']]);
  });
});
