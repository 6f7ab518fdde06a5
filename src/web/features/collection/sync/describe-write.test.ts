import { describe, expect, it } from 'vitest';
import { describeWrite, otherTabNotice } from './describe-write.ts';

const names = new Map([[7, 'Charizard']]);
const nameOf = (id: number) => names.get(id);

describe('describeWrite', () => {
  it('names the item and the values an unsaved edit carries', () => {
    expect(
      describeWrite(
        { method: 'PUT', path: '/api/iOSUserCards/7', body: { quantity: 3, purchase_price: 12.5 } },
        nameOf,
      ),
    ).toEqual({ title: 'Edit of Charizard', details: 'quantity 3, purchase price 12.5' });
    expect(describeWrite({ method: 'DELETE', path: '/api/iOSUserCards/8' }, nameOf)).toEqual({
      title: 'Delete of item #8',
      details: '',
    });
  });

  it('lists only the values an edit changes when the item is known', () => {
    const shown = { quantity: 1, condition: 'NM', graded: false };
    const body = { quantity: 4, condition: 'NM', graded: false, notes: 'from a trade' };
    const write = { method: 'PUT', path: '/api/iOSUserCards/7', body };
    expect(describeWrite(write, nameOf, () => shown).details).toBe(
      'quantity 4, notes from a trade',
    );
    const same = { method: 'PUT', path: '/api/iOSUserCards/7', body: shown };
    expect(describeWrite(same, nameOf, () => shown).details).toBe(
      'quantity 1, condition NM, graded false',
    );
  });

  it('counts adds and bulk changes', () => {
    const bulk = { products: [{ product_id: 'a' }, { product_id: 'b' }] };
    expect(
      describeWrite({ method: 'POST', path: '/api/iOSUserCards/bulk', body: bulk }, nameOf),
    ).toMatchObject({ title: 'Add of 2 cards' });
    expect(
      describeWrite(
        {
          method: 'PATCH',
          path: '/api/iOSUserCards/bulk',
          body: { ids: [1], changes: { condition: 'LP' } },
        },
        nameOf,
      ),
    ).toEqual({ title: 'Change of 1 item', details: 'condition LP' });
    expect(describeWrite({ method: 'POST', path: '/api/binders/3/move' }, nameOf).title).toBe(
      'Binder or box change',
    );
  });
});

describe('otherTabNotice', () => {
  it('names the item changed or deleted, else the collection', () => {
    expect(otherTabNotice({ method: 'PUT', path: '/api/iOSUserCards/7' }, 'Charizard')).toBe(
      'Charizard was changed in another tab',
    );
    expect(otherTabNotice({ method: 'DELETE', path: '/api/iOSUserCards/7' }, 'Charizard')).toBe(
      'Charizard was deleted in another tab',
    );
    expect(otherTabNotice({ method: 'POST', path: '/api/iOSUserCards/' }, undefined)).toBe(
      'Your collection was changed in another tab',
    );
  });
});
