import { expect } from 'vitest';
import type { App } from '../../app.ts';
import { devKeyHeaders } from '../../http/dev-key.ts';

/** The newest mail to `to` in the development mailbox (outbox), as JSON. */
export async function latestMailTo(app: App, to: string) {
  const res = await app.inject({
    headers: devKeyHeaders(app),
    url: `/dev/mailbox?format=json&to=${encodeURIComponent(to)}`,
  });
  expect(res.statusCode).toBe(200);
  const mails = res.json() as { id: number; subject: string; text: string }[];
  expect(mails.length).toBeGreaterThan(0);
  return mails[0] as { id: number; subject: string; text: string };
}

/** The link of a mail and its token (links carry `?token=..&tenantId=public`). */
export function linkIn(text: string): { url: URL; token: string } {
  const match = /https?:\/\/\S+/.exec(text);
  expect(match).toBeTruthy();
  const url = new URL(String(match?.[0]));
  return { url, token: String(url.searchParams.get('token')) };
}

/**
 * Makes the verification mails sent to `email` so far older than the resend wait, as if the
 * user had waited on the verify screen (no test waits for real time).
 */
export async function ageVerificationMails(app: App, email: string): Promise<void> {
  await app.pool.query(
    `update email_tokens set created_at = created_at - interval '2 minutes'
      where purpose = 'verify_email' and email = $1`,
    [email],
  );
}
