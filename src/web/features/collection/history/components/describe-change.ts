import type { CollectionChange } from '#core/collection/history/change.schema.ts';

const ORIGIN_LABELS: Record<CollectionChange['origin'], string> = {
  typed: 'by hand',
  scan: 'from a scan',
  csv_import: 'from a CSV import',
  deck_wishlist: 'from a deck wishlist',
  sell_request: 'by a sell request',
  bulk_edit: 'by a bulk edit',
  restore: 'from the trash',
  undo: 'by an undo',
};

const FIELD_LABELS: Record<string, string> = {
  quantity: 'Quantity',
  condition: 'Condition',
  variant: 'Printing',
  notes: 'Notes',
  binder_id: 'Binder',
  binder_page: 'Page',
  binder_pocket: 'Pocket',
  box_name: 'Box',
  box_row: 'Box row',
  graded: 'Graded',
  grade_score: 'Grade',
  grading_company: 'Grader',
  purchase_price_cents: 'Purchase price',
  purchased_on: 'Bought on',
  wishlist: 'Wishlist',
  for_trade: 'For trade',
  copy_language: 'Language',
  name: 'Name',
  pocket_layout: 'Pocket layout',
};

export const originLabel = (origin: CollectionChange['origin'], detail: string | null) =>
  `${ORIGIN_LABELS[origin]}${detail && origin !== 'undo' ? ` (${detail})` : ''}`;

const show = (field: string, value: unknown) => {
  if (value === null || value === undefined) {
    return '—';
  }
  if (field === 'purchase_price_cents' && typeof value === 'number') {
    return (value / 100).toFixed(2);
  }
  return String(value);
};

/** "Quantity 1 → 3, Condition NM → LP" for an edit or move; nothing for the others. */
export function describeFields(change: CollectionChange): string {
  if (change.kind !== 'edited' && change.kind !== 'moved') {
    return '';
  }
  return Object.entries(change.fields)
    .filter(([field]) => field in FIELD_LABELS)
    .map(
      ([field, { from, to }]) => `${FIELD_LABELS[field]} ${show(field, from)} → ${show(field, to)}`,
    )
    .join(', ');
}

export const KIND_LABELS: Record<CollectionChange['kind'], string> = {
  created: 'Added',
  edited: 'Edited',
  moved: 'Moved',
  deleted: 'Deleted',
  restored: 'Restored',
};

export const formatWhen = (iso: string) => new Date(iso).toLocaleString();
