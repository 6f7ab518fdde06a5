import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AuditPage, auditPageSchema } from '#core/admin/audit.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** GET /api/admin/audit-log: one page of admin actions, newest first. */
export async function fetchAuditLog(page: number, action?: string): Promise<AuditPage> {
  const params = new URLSearchParams({ page: String(page) });
  if (action) {
    params.set('action', action);
  }
  return auditPageSchema.parse(await requestJson(`/api/admin/audit-log?${params}`));
}

export const auditLogQuery = (page: number, action?: string) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', page, action ?? ''],
    queryFn: () => fetchAuditLog(page, action),
  });

export const useAuditLog = (page: number, action?: string) => useQuery(auditLogQuery(page, action));
