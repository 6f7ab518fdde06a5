import { describe, expect, it } from 'vitest';
import type { ScanGroup, ScanMatch } from '#core/scan/scan-result.schema.ts';
import { chosenMatches, groupsWithMatches } from './multi-choices.ts';

const match = (id: string): ScanMatch => ({
  confidence: 0.9,
  product_type: 'card',
  database: {
    product_id: id,
    product_name: id,
    set_name: null,
    card_number: null,
    set_code: null,
    image_url: null,
  },
  identification: {
    id,
    name: id,
    setName: null,
    number: null,
    setCode: null,
    imageUrl: null,
    game: 'Pokemon',
  },
});

const group = (...ids: string[]): ScanGroup => ({ matches: ids.map(match), corners: null });

describe('multi-card choices', () => {
  it('leaves out groups with no match', () => {
    expect(groupsWithMatches([group('a'), group(), group('b')])).toHaveLength(2);
  });

  it('sends the chosen candidate of every kept card and nothing for a dropped one', () => {
    const groups = [group('a1', 'a2'), group('b1', 'b2', 'b3'), group('c1')];
    const ids = chosenMatches(groups, [
      { selected: 1, included: true },
      { selected: 0, included: false },
      { selected: 0, included: true },
    ]).map((m) => m.database.product_id);
    expect(ids).toEqual(['a2', 'c1']);
  });
});
