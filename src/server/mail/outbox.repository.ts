import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';
import { outbox } from '../db/schema/index.ts';

export type OutboxRow = typeof outbox.$inferSelect;
export type OutgoingMail = { to: string; subject: string; text: string; html: string };

/** Writes a mail to the outbox; call it in the transaction that creates what the mail carries. */
export async function enqueueMail(db: Executor, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({ recipient: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html })
    .returning({ id: outbox.id });
  if (!row) {
    throw new Error('outbox insert returned no row');
  }
  return row.id;
}

/** Marks an unsent mail as being attempted; returns it, or undefined if already sent. */
export async function claimMail(db: Executor, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1` })
    .where(and(eq(outbox.id, id), isNull(outbox.sentAt)))
    .returning();
  return row;
}

/** Token values in links (reset, verification, sign-in) once the mail no longer needs them. */
export function withoutLiveLinks(body: string): string {
  return body.replace(/([?&#;](?:token|code)=)[^&\s"'<>]+/gi, '$1[sent]');
}

/** Marks a mail sent and drops the live tokens from the stored copy: a table dump grants nothing. */
export async function markMailSent(db: Executor, mail: OutboxRow): Promise<void> {
  await db
    .update(outbox)
    .set({
      sentAt: sql`now()`,
      lastError: null,
      textBody: withoutLiveLinks(mail.textBody),
      htmlBody: withoutLiveLinks(mail.htmlBody),
    })
    .where(eq(outbox.id, mail.id));
}

/** A failed mail is not retried, so its stored copy keeps no live token either. */
export async function markMailFailed(db: Executor, mail: OutboxRow, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({
      lastError: error.slice(0, 500),
      textBody: withoutLiveLinks(mail.textBody),
      htmlBody: withoutLiveLinks(mail.htmlBody),
    })
    .where(eq(outbox.id, mail.id));
}

/** Deletes mails written before `before` (sent, failed or never sent): the outbox is not an archive. */
export async function purgeMailsBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(outbox)
    .where(lt(outbox.createdAt, before))
    .returning({ id: outbox.id });
  return rows.length;
}

export async function listMails(db: Executor, limit: number, recipient?: string) {
  const query = db.select().from(outbox);
  const filtered = recipient ? query.where(eq(outbox.recipient, recipient)) : query;
  return filtered.orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
}

export async function findMail(db: Executor, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

export async function deleteMailsTo(db: Executor, recipient: string): Promise<void> {
  await db.delete(outbox).where(eq(outbox.recipient, recipient));
}
