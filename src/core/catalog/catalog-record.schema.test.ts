import { describe, expect, it } from 'vitest';
import { cardRecordSchema, sealedRecordSchema, setRecordSchema } from './catalog-record.schema.ts';

describe('catalog record schemas', () => {
  it('fills keys a trimmed dump leaves out with null', () => {
    expect(cardRecordSchema.parse({ id: 'x-1', set_id: 'x', name: 'Pikachu' })).toMatchObject({
      number: null,
      rarity: null,
      variants: null,
      hp: null,
      language: null,
    });
  });

  it.each([
    [25, '25'],
    ['025', '025'],
    [null, null],
  ])('reads the card number %j as %j', (number, expected) => {
    expect(cardRecordSchema.parse({ id: 'x-1', set_id: 'x', name: 'P', number }).number).toBe(
      expected,
    );
  });

  it('keeps unknown variant keys and fractional dex ids', () => {
    const card = cardRecordSchema.parse({
      id: 'x-1',
      set_id: 'x',
      name: 'Deoxys',
      dex_ids: [386.1],
      variants: [{ type: 'holo', foil: 'cosmos', future_key: true }],
    });
    expect(card.variants).toEqual([{ type: 'holo', foil: 'cosmos', future_key: true }]);
    expect(card.dex_ids).toEqual([386.1]);
  });

  it.each([
    [{ set_id: 'x', name: 'No id' }, 'id'],
    [{ id: 'x-1', name: 'No set' }, 'set_id'],
    [{ id: 'x-1', set_id: 'x', name: '' }, 'name'],
    [{ id: 'x\u0000', set_id: 'x', name: 'a' }, 'id'],
    [{ id: 'x-1', set_id: 'x', name: 'a', hp: 'lots' }, 'hp'],
    [{ id: 'x-1', set_id: 'x', name: 'a', language: 'klingon' }, 'language'],
  ])('rejects %j at %s', (record, field) => {
    const result = cardRecordSchema.safeParse(record);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it('checks set and sealed dates', () => {
    expect(setRecordSchema.safeParse({ id: 's', release_date: '2024-02-30' }).success).toBe(false);
    expect(setRecordSchema.parse({ id: 's', release_date: '2024-02-29' }).release_date).toBe(
      '2024-02-29',
    );
    expect(
      sealedRecordSchema.parse({ id: 'p', set_id: 's', name: 'Box', packs: { s: 36 } }),
    ).toMatchObject({ sealed_type: null, image_url: null, packs: { s: 36 } });
  });
});
