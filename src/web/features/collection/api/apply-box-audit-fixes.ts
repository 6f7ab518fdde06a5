import type { BoxAuditFixes } from '#core/collection/box-audit.ts';
import { type CollectionDeps, defaultDeps, sendEmpty } from './collection-request.ts';

/** POST /api/boxes/audit/apply. */
export function applyBoxAuditFixes(
  fixes: BoxAuditFixes,
  deps: CollectionDeps = defaultDeps,
): Promise<void> {
  return sendEmpty(
    deps,
    '/api/boxes/audit/apply',
    { method: 'POST', body: fixes },
    'Failed to apply the box audit fixes',
  );
}
