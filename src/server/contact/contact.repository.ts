import { desc } from 'drizzle-orm';
import type { ContactMessage } from '#core/contact/contact.schema.ts';
import type { Db } from '../db/client.ts';
import type { Executor } from '../db/executor.ts';
import { contactMessages } from '../db/schema/index.ts';

export async function insertContactMessage(db: Executor, message: ContactMessage) {
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) {
    throw new Error('insert returned no row');
  }
  return row;
}

export async function listContactMessages(db: Db, limit: number) {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
}
