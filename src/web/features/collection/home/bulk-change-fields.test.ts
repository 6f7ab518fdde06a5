import { describe, expect, it } from 'vitest';
import { toBulkChanges } from './bulk-change-fields.tsx';

const keep = { condition: '', variant: '', list: '', price: '', date: '', box: '', language: '' };

describe('toBulkChanges', () => {
  it('sends a typed box name, trimmed', () => {
    expect(toBulkChanges({ ...keep, box: '  Bulk A ' })).toEqual({ box_name: 'Bulk A' });
  });

  it("sends the copies' language, or null for each card's own", () => {
    expect(toBulkChanges({ ...keep, language: 'FR' })).toEqual({ copy_language: 'FR' });
    expect(toBulkChanges({ ...keep, language: 'card' })).toEqual({ copy_language: null });
  });

  it('leaves the box alone when the field is blank', () => {
    expect(toBulkChanges({ ...keep, box: '   ' })).toEqual({});
  });
});
