import { describe, expect, it } from 'vitest';
import { toBulkChanges } from './bulk-change-fields.tsx';

const keep = { condition: '', variant: '', list: '', price: '', date: '', box: '' };

describe('toBulkChanges', () => {
  it('sends a typed box name, trimmed', () => {
    expect(toBulkChanges({ ...keep, box: '  Bulk A ' })).toEqual({ box_name: 'Bulk A' });
  });

  it('leaves the box alone when the field is blank', () => {
    expect(toBulkChanges({ ...keep, box: '   ' })).toEqual({});
  });
});
