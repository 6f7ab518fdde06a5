import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthClient, FDI_HEADERS, form } from '../auth/test/auth-test-client.ts';
import { outbox } from '../db/schema/index.ts';
import { loggedUrl } from '../plugins/log-serializers.ts';
import { type SmtpPeer, startSmtpPeer } from '../test/smtp-peer.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('tokens out of tables', () => {
  let peer: SmtpPeer;
  let t: TestApp;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp({ SMTP_URL: peer.url });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it('keeps no live reset or verification link in the outbox once the mail is sent', async () => {
    await createAuthClient(t.app).signUp('misty@cerulean.city', 'staryu1234');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/password/reset/token',
      headers: FDI_HEADERS,
      payload: form({ email: 'misty@cerulean.city' }),
    });
    const sent = await peer.waitForMessage('misty@cerulean.city');
    const token = /token=([\w-]+)/.exec(sent.text)?.[1];
    expect(token?.length).toBeGreaterThan(10);
    await t.app.mailer.idle();
    const rows = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'misty@cerulean.city'));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(row.sentAt).not.toBeNull();
      expect(row.textBody).toContain('token=[sent]');
      expect(`${row.textBody}${row.htmlBody}`).not.toMatch(/token=(?!\[sent\])[\w-]{8,}/);
    }
  });
});

describe('request log URLs', () => {
  it('drops the query of auth pages and redacts token parameters of API calls', () => {
    expect(loggedUrl('/reset-password?token=abc123')).toBe('/reset-password?[redacted]');
    expect(loggedUrl('/login/callback/google?code=x&state=y')).toBe(
      '/login/callback/google?[redacted]',
    );
    expect(loggedUrl('/api/auth/user/email/verify?token=abc')).toBe(
      '/api/auth/user/email/verify?[redacted]',
    );
    expect(loggedUrl('/api/search?q=pika&token=abc')).toBe(
      '/api/search?q=pika&token=%5Bredacted%5D',
    );
    expect(loggedUrl('/api/binders')).toBe('/api/binders');
    expect(loggedUrl('/share/AbC123secretToken')).toBe('/share/$token');
    expect(loggedUrl('/api/shares/public/AbC123secretToken?x=1')).toBe(
      '/api/shares/public/$token?x=1',
    );
  });
});
