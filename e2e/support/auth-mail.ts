import type { RunningApp } from './app-server.ts';

/** Rate limits high enough for a whole journey file from one loopback address. */
export const AUTH_TEST_CONFIG = {
  AUTH_RATE_LIMIT_PER_IP: 10_000,
  AUTH_RATE_LIMIT_PER_EMAIL: 10_000,
} as const;

let counter = 0;

/** A fresh, valid e-mail address per call. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

type MailRow = { id: number; text_body: string };

async function mailsTo(server: RunningApp, recipient: string): Promise<MailRow[]> {
  const result = await server.app.pool.query<MailRow>(
    'select id, text_body from outbox where recipient = $1 order by id desc',
    [recipient],
  );
  return result.rows;
}

/** How many mails the app has written for `recipient` so far. */
export async function countMails(server: RunningApp, recipient: string): Promise<number> {
  return (await mailsTo(server, recipient)).length;
}

/**
 * The path and query (e.g. /login/verify-email?token=..&tenantId=public) of the newest mailed
 * link of that kind for `recipient`, polling the outbox until one newer than `afterCount` mails
 * exists. The host part is dropped: tests listen on a random port.
 */
export async function waitForMailedLink(
  server: RunningApp,
  recipient: string,
  kind: 'verify-email' | 'reset-password',
  afterCount = 0,
): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+/login/${kind}\\?[^\\s"<>]+`);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const rows = await mailsTo(server, recipient);
    if (rows.length > afterCount) {
      const match = rows[0]?.text_body.match(pattern);
      if (match) {
        const url = new URL(match[0]);
        return `${url.pathname}${url.search}`;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${kind} mail for ${recipient}`);
}

/** Marks an account's e-mail verified directly in the database (for journeys about other things). */
export async function markEmailVerified(server: RunningApp, email: string): Promise<void> {
  await server.app.pool.query('update users set email_verified_at = now() where email = $1', [
    email.toLowerCase(),
  ]);
}

/**
 * Makes the verification mails sent to `email` older than the resend wait (a minute), as if
 * the user had waited on the verify screen.
 */
export async function ageVerificationMails(server: RunningApp, email: string): Promise<void> {
  await server.app.pool.query(
    `update email_tokens set created_at = created_at - interval '2 minutes'
      where purpose = 'verify_email' and email = $1`,
    [email],
  );
}
