import type { Db } from '../db/client.ts';
import { findMail, listMails } from './outbox.repository.ts';

/** The newest `limit` mails of the outbox, to one recipient or to anyone. */
export async function listOutbox(db: Db, limit: number, recipient?: string) {
  return listMails(db, limit, recipient);
}

/** One mail of the outbox, or undefined. */
export async function findOutboxMail(db: Db, id: number) {
  return findMail(db, id);
}
