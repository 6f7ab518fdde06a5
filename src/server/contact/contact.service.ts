import type { ContactMessage } from '#core/contact/contact.schema.ts';
import type { ServerDeps } from '../deps.ts';
import { notifyAdmins } from '../notifications/notify.ts';
import { insertContactMessage, listContactMessages } from './contact.repository.ts';

type Deps = Pick<ServerDeps, 'db'>;

export async function sendContactMessage(deps: Deps, message: ContactMessage) {
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertContactMessage(tx, message);
    await notifyAdmins(tx, {
      type: 'admin_new_contact_message',
      payload: { name: message.name, topic: message.topic },
      dedupeKey: `contact-message:${inserted.id}`,
    });
    return inserted;
  });
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
