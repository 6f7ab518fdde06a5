import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthClient, FDI_HEADERS, form } from '../auth/test/auth-test-client.ts';
import { outbox } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('the outbox after delivery', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9: every delivery fails.
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', OUTBOX_RETENTION_DAYS: 7 });
  });
  afterAll(async () => t.close());

  it('keeps no live reset token from a failed delivery, and deletes mails past the retention', async () => {
    const [old] = await t.app.db
      .insert(outbox)
      .values({
        recipient: 'old@kanto.test',
        subject: 'Receipt',
        textBody: 'Your address: 1 Route 1',
        htmlBody: '<p>Your address</p>',
        createdAt: new Date(Date.now() - 8 * 86_400_000),
      })
      .returning({ id: outbox.id });
    await createAuthClient(t.app).signUp('brock@pewter.city', 'onix12345');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/password/reset/token',
      headers: FDI_HEADERS,
      payload: form({ email: 'brock@pewter.city' }),
    });
    await t.app.mailer.idle();
    const rows = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'brock@pewter.city'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.sentAt).toBeNull();
      expect(row.lastError).not.toBeNull();
      expect(`${row.textBody}${row.htmlBody}`).not.toMatch(/token=(?!\[sent\])[\w-]{8,}/);
    }
    const gone = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, old?.id ?? 0));
    expect(gone).toEqual([]);
  });
});
