import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import {
  claimMail,
  enqueueMail,
  markMailFailed,
  markMailSent,
  type OutgoingMail,
  purgeMailsBefore,
} from './outbox.repository.ts';

/** A mail sent at once by a caller that keeps its own record and retries (notifications). */
export type DirectMail = OutgoingMail & { headers?: Record<string, string> };

export type Mailer = {
  /** Sends the given outbox rows over SMTP after their transaction committed (no-op without SMTP). */
  deliver: (ids: number[]) => void;
  /** Waits for deliveries in flight (used on shutdown and by tests). */
  idle: () => Promise<void>;
  /** Sends now over SMTP and throws when refused; without SMTP it lands in the outbox (dev). */
  sendNow: (mail: DirectMail) => Promise<void>;
  close: () => Promise<void>;
  smtp: boolean;
};

type Options = {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** Mails older than this are deleted (OUTBOX_RETENTION_DAYS). */
  retentionDays: number;
};

/** The purge runs after a delivery, at most this often per process. */
const PURGE_EVERY_MS = 60_000;

/**
 * Every mail is written to the `outbox` table first. With SMTP_URL set, nodemailer delivers it
 * right after commit and marks it sent; without it the mail stays there for /dev/mailbox. After
 * a delivery, mails older than the retention are deleted (decision 003).
 */
export function createMailer(options: Options): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const inFlight = new Set<Promise<void>>();
  let lastPurge = 0;

  async function purgeOld(): Promise<void> {
    const now = Date.now();
    if (now - lastPurge < PURGE_EVERY_MS) {
      return;
    }
    lastPurge = now;
    const cutoff = new Date(now - options.retentionDays * 86_400_000);
    await purgeMailsBefore(options.db, cutoff);
  }

  async function deliverOne(id: number): Promise<void> {
    if (!transport) {
      return;
    }
    const mail = await claimMail(options.db, id);
    if (!mail) {
      return;
    }
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
      });
      await markMailSent(options.db, mail);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      options.log.warn({ outboxId: id, error: message }, 'mail delivery failed');
      await markMailFailed(options.db, mail, message);
    }
  }

  return {
    smtp: Boolean(transport),
    deliver(ids) {
      for (const id of ids) {
        const task = deliverOne(id)
          .then(purgeOld)
          .catch((error: unknown) => options.log.error({ err: error, outboxId: id }, 'mail error'))
          .finally(() => inFlight.delete(task));
        inFlight.add(task);
      }
    },
    async sendNow(mail) {
      if (!transport) {
        await enqueueMail(options.db, mail);
        return;
      }
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
    },
    async idle() {
      await Promise.all([...inFlight]);
    },
    async close() {
      await Promise.all([...inFlight]);
      transport?.close();
    },
  };
}
