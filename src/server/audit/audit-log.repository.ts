import type pg from 'pg';
import type { Executor } from '../db/executor.ts';
import { adminAuditLog } from '../db/schema/index.ts';

export type AdminAction = {
  adminId: number;
  /** What was done, as `<area>.<verb>`: `product.update`, `order.status`, ... */
  action: string;
  targetType: string;
  targetId: string | number;
  before: unknown;
  after: unknown;
};

/**
 * Records one admin action. Pass the transaction that made the change, so the entry exists
 * exactly when the change does.
 */
export async function recordAdminAction(db: Executor, entry: AdminAction): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminId: entry.adminId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export type AuditFilter = {
  action?: string;
  targetType?: string;
  targetId?: string;
  limit: number;
  offset: number;
};

export type AuditRow = {
  id: number;
  admin_id: number | null;
  admin_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  created_at: Date;
};

/** Newest first, with the admin's current e-mail (null once the account is gone). */
export async function listAdminActions(pool: pg.Pool, filter: AuditFilter) {
  const { rows } = await pool.query<AuditRow & { total: string }>(
    `select a.id, a.admin_id, u.email as admin_email, a.action, a.target_type, a.target_id,
            a.before, a.after, a.created_at, count(*) over () as total
       from admin_audit_log a
       left join users u on u.id = a.admin_id
      where ($1::text is null or a.action = $1)
        and ($2::text is null or a.target_type = $2)
        and ($3::text is null or a.target_id = $3)
      order by a.created_at desc, a.id desc
      limit $4 offset $5`,
    [
      filter.action ?? null,
      filter.targetType ?? null,
      filter.targetId ?? null,
      filter.limit,
      filter.offset,
    ],
  );
  return { rows, total: rows.length > 0 ? Number(rows[0]?.total) : 0 };
}
