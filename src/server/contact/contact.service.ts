import type { ContactMessage } from '#core/contact/contact.schema.ts';
import type { ServerDeps } from '../deps.ts';
import { insertContactMessage, listContactMessages } from './contact.repository.ts';

type Deps = Pick<ServerDeps, 'db'>;

export async function sendContactMessage(deps: Deps, message: ContactMessage) {
  const row = await insertContactMessage(deps.db, message);
  return { id: row.id, created_at: row.createdAt.toISOString() };
}

/** The newest messages for the admin inbox. */
export async function contactInbox(deps: Deps, limit: number) {
  const rows = await listContactMessages(deps.db, limit);
  const items = rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  }));
  return { items, total: items.length };
}
