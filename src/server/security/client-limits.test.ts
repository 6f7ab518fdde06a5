import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Security round 3, item 5 (audit M7, I4): per-IP limits key an IPv6 client by its /64, and
// while Redis is down they count in this process instead of switching off. Port 1 on loopback
// refuses every connection, so Redis is "down" for the whole file.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    REDIS_URL: 'redis://127.0.0.1:1',
    AUTH_RATE_LIMIT_PER_IP: '3',
    AUTH_RATE_LIMIT_PER_EMAIL: '100',
  });
});
afterAll(async () => t.close());

const emailExists = (remoteAddress: string, n: number) =>
  t.app.inject({
    url: `/api/auth/emailpassword/email/exists?email=probe${n}@kanto.test`,
    headers: { rid: 'emailpassword' },
    remoteAddress,
  });

describe('per-IP limits', () => {
  it('count every address of one IPv6 /64 together, even with Redis down', async () => {
    const answers = [];
    for (let n = 1; n <= 4; n++) {
      answers.push((await emailExists(`2001:db8:7:7::${n.toString(16)}`, n)).json().status);
    }
    // The auth protocol answers a limit as GENERAL_ERROR ("Too many attempts…").
    expect(answers).toEqual(['OK', 'OK', 'OK', 'GENERAL_ERROR']);
    // Another /64 has its own budget.
    expect((await emailExists('2001:db8:7:8::1', 9)).json().status).toBe('OK');
  });
});
