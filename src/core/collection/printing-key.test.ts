import { describe, expect, it } from 'vitest';
import {
  coarseType,
  type PrintingFields,
  parsePrintingKey,
  printingDetailLabel,
  printingKey,
  printingKeyLabel,
  printingLabel,
} from './printing-key.ts';

describe('printingKey', () => {
  it.each<[PrintingFields, string]>([
    [{ type: 'holo' }, 'holo'],
    [
      { type: 'holo', subtype: 'shadowless', stamp: ['1st-edition'] },
      'holo/sub:shadowless/stamp:1st-edition',
    ],
    [{ type: 'reverse', foil: 'masterball' }, 'reverse/foil:masterball'],
    [{ type: 'normal', stamp: ['staff', 'set-logo'] }, 'normal/stamp:set-logo+staff'],
    [
      { type: 'holo', subtype: 'unlimited', foil: 'cosmos', size: 'jumbo' },
      'holo/sub:unlimited/foil:cosmos/size:jumbo',
    ],
  ])('%j -> %s', (printing, key) => {
    expect(printingKey(printing)).toBe(key);
    expect(printingKey(parsePrintingKey(key) as PrintingFields)).toBe(key);
  });

  it('ignores marketplace ids, so printings that share an id keep their own keys', () => {
    const firstEdition = { type: 'holo', subtype: 'shadowless', stamp: ['1st-edition'] };
    expect(printingKey({ ...firstEdition, tcgplayer_product_id: 106999 } as PrintingFields)).toBe(
      'holo/sub:shadowless/stamp:1st-edition',
    );
  });
});

describe('parsePrintingKey', () => {
  it.each([
    '',
    'Holo',
    'holo/',
    'holo/stamp:1st-edition/sub:shadowless',
    'holo/sub:',
    'holo/colour:red',
    'holo/sub:a b',
  ])('rejects %j', (key) => {
    expect(parsePrintingKey(key)).toBeNull();
  });
});

describe('coarseType', () => {
  it('is the part before the first slash', () => {
    expect(coarseType('holo/sub:shadowless/stamp:1st-edition')).toBe('holo');
    expect(coarseType('reverse')).toBe('reverse');
  });
});

describe('printingLabel', () => {
  it.each<[PrintingFields, string]>([
    [{ type: 'normal' }, 'Normal'],
    [{ type: 'holo', stamp: ['1st-edition'] }, 'Holo – 1st edition stamp'],
    [{ type: 'reverse', foil: 'masterball' }, 'Reverse holo – Master Ball foil'],
    [{ type: 'reverse', foil: 'cracked-ice' }, 'Reverse holo – cracked ice foil'],
    [
      { type: 'holo', subtype: 'shadowless', stamp: ['1st-edition'] },
      'Holo – Shadowless – 1st edition stamp',
    ],
    [{ type: 'holo', subtype: '1999-2000-copyright' }, 'Holo – 1999 2000 copyright'],
    [{ type: 'normal', stamp: ['set-logo', 'staff'] }, 'Normal – set logo + staff stamp'],
    [{ type: 'holo', size: 'jumbo' }, 'Holo – Jumbo'],
    [{ type: 'normal', size: 'standard' }, 'Normal'],
    [{ type: 'galaxy-foil' }, 'Galaxy foil'],
  ])('%j', (printing, label) => {
    expect(printingLabel(printing)).toBe(label);
  });

  it('labels a stored key the same way, and an old free-text type by its name', () => {
    expect(printingKeyLabel('holo/sub:shadowless/stamp:1st-edition')).toBe(
      'Holo – Shadowless – 1st edition stamp',
    );
    expect(printingKeyLabel('reverse')).toBe('Reverse holo');
    expect(printingKeyLabel('Holo')).toBe('Holo');
  });

  it('names what sets a printing apart from its type', () => {
    expect(printingDetailLabel('holo/sub:shadowless/stamp:1st-edition')).toBe(
      'Shadowless – 1st edition stamp',
    );
    expect(printingDetailLabel('holo')).toBe('');
  });
});
