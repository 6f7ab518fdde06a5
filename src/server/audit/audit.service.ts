import type pg from 'pg';
import type { z } from 'zod';
import type { AuditPage, auditQuerySchema } from '#core/admin/audit.schema.ts';
import { listAdminActions } from './audit-log.repository.ts';

type Query = z.infer<typeof auditQuerySchema>;

export async function listAuditPage(
  deps: { pool: pg.Pool },
  query: Query,
  pageSize: number,
): Promise<AuditPage> {
  const { rows, total } = await listAdminActions(deps.pool, {
    action: query.action,
    targetType: query.targetType,
    targetId: query.targetId,
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      adminId: row.admin_id,
      adminEmail: row.admin_email,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      before: row.before,
      after: row.after,
      createdAt: row.created_at.toISOString(),
    })),
    total,
    page: query.page,
    pageSize,
  };
}
