import { describe, expect, it } from 'vitest';
import type { CollectionChange } from '#core/collection/history/change.schema.ts';
import { describeFields, originLabel } from './describe-change.ts';

const change = (kind: CollectionChange['kind'], fields: CollectionChange['fields']) =>
  ({
    id: 1,
    batch_id: '00000000-0000-4000-8000-000000000000',
    item_id: 1,
    binder_id: null,
    kind,
    fields,
    origin: 'typed',
    origin_detail: null,
    created_at: '2026-11-28T10:00:00.000Z',
  }) satisfies CollectionChange;

describe('describeFields', () => {
  it.each([
    ['edited', { quantity: { from: 1, to: 3 } }, 'Quantity 1 → 3'],
    ['edited', { purchase_price_cents: { from: null, to: 1250 } }, 'Purchase price — → 12.50'],
    [
      'moved',
      { binder_id: { from: 4, to: null }, binder_page: { from: 2, to: null } },
      'Binder 4 → —, Page 2 → —',
    ],
    ['created', { quantity: { from: null, to: 1 } }, ''],
    ['edited', { api_id: { from: 'a', to: 'b' } }, ''],
  ] as const)('%s %j reads "%s"', (kind, fields, text) => {
    expect(describeFields(change(kind, fields))).toBe(text);
  });
});

describe('originLabel', () => {
  it('names the file of an import, but not the batch id an undo carries', () => {
    expect(originLabel('csv_import', 'cards.csv')).toBe('from a CSV import (cards.csv)');
    expect(originLabel('undo', '00000000-0000-4000-8000-000000000000')).toBe('by an undo');
  });
});
