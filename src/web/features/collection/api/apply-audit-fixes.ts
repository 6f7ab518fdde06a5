import { BINDERS, type CollectionDeps, defaultDeps, sendEmpty } from './collection-request.ts';

export type AuditFixes = {
  moves: { user_product_id: number; binder_page: number; binder_pocket: number }[];
  missing: number[];
};

/** POST /api/binders/{id}/audit/apply. */
export function applyAuditFixes(
  binderId: number,
  fixes: AuditFixes,
  deps: CollectionDeps = defaultDeps,
): Promise<void> {
  return sendEmpty(
    deps,
    `${BINDERS}/${binderId}/audit/apply`,
    { method: 'POST', body: fixes },
    'Failed to apply the audit fixes',
  );
}
