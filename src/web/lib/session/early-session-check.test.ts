import { describe, expect, it } from 'vitest';
import { readFrontTokenPayload } from './early-session-check.ts';

function frontToken(token: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(token));
  return btoa(String.fromCharCode(...bytes));
}

describe('the access-token payload read from the front-token cookie', () => {
  it('is the `up` part of the base64 JSON the SDK stores, non-ASCII claims included', () => {
    const token = frontToken({
      uid: '7',
      ate: 1,
      up: { sub: '7', 'st-ev': { v: true }, n: 'Zoë' },
    });
    const payload = readFrontTokenPayload(`cf_csrf=x; sFrontToken=${token}; other=1`);
    expect(payload).toEqual({ sub: '7', 'st-ev': { v: true }, n: 'Zoë' });
  });
  it('is null without the cookie or when it cannot be read', () => {
    expect(readFrontTokenPayload('cf_csrf=x')).toBeNull();
    expect(readFrontTokenPayload('sFrontToken=')).toBeNull();
    expect(readFrontTokenPayload('sFrontToken=not-base64!')).toBeNull();
    expect(readFrontTokenPayload(`sFrontToken=${frontToken({ uid: '7' })}`)).toBeNull();
  });
});
