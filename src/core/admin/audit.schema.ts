import { z } from 'zod';

export const auditEntrySchema = z.object({
  id: z.number(),
  adminId: z.number().nullable(),
  adminEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;

/** The actions recorded so far, for the log's filter; others may be added by new features. */
export const AUDIT_ACTIONS = [
  'product.create',
  'product.update',
  'product.restock',
  'order.status',
  'giveaway.draw',
  'sell_request.offer',
  'sell_request.status',
] as const;

export const auditQuerySchema = z.object({
  action: z.string().trim().min(1).max(100).optional(),
  targetType: z.string().trim().min(1).max(100).optional(),
  targetId: z.string().trim().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
