import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { claimMail, markMailFailed, markMailSent } from './outbox.repository.ts';

export type Mailer = {
  /** Sends the given outbox rows over SMTP after their transaction committed (no-op without SMTP). */
  deliver: (ids: number[]) => void;
  /** Waits for deliveries in flight (used on shutdown and by tests). */
  idle: () => Promise<void>;
  close: () => Promise<void>;
  smtp: boolean;
};

type Options = { db: Db; smtpUrl: string | undefined; from: string; log: FastifyBaseLogger };

/**
 * Every mail is written to the `outbox` table first. With SMTP_URL set, nodemailer delivers it
 * right after commit and marks it sent; without it the mail stays there for /dev/mailbox.
 */
export function createMailer(options: Options): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const inFlight = new Set<Promise<void>>();

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
      await markMailFailed(options.db, id, message);
    }
  }

  return {
    smtp: Boolean(transport),
    deliver(ids) {
      for (const id of ids) {
        const task = deliverOne(id)
          .catch((error: unknown) => options.log.error({ err: error, outboxId: id }, 'mail error'))
          .finally(() => inFlight.delete(task));
        inFlight.add(task);
      }
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
