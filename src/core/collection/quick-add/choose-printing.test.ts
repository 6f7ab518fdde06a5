import { describe, expect, it } from 'vitest';
import { choosePrinting } from './choose-printing.ts';

const option = (value: string) => ({ value, label: value });
const options = [
  'normal',
  'reverse',
  'reverse/foil:pokeball',
  'reverse/foil:masterball',
  'holo/stamp:1st-edition',
  'holo/sub:shadowless/stamp:1st-edition',
].map(option);

describe('choosePrinting', () => {
  it('takes the default (first) printing when nothing is asked', () => {
    expect(choosePrinting(options, { stamps: [] })).toEqual({ ok: true, value: 'normal' });
  });

  it('takes the plainest printing matching the asked parts', () => {
    expect(choosePrinting(options, { type: 'reverse', stamps: [] })).toEqual({
      ok: true,
      value: 'reverse',
    });
    expect(choosePrinting(options, { foil: 'masterball', stamps: [] })).toEqual({
      ok: true,
      value: 'reverse/foil:masterball',
    });
    expect(choosePrinting(options, { stamps: ['1st-edition'] })).toEqual({
      ok: true,
      value: 'holo/stamp:1st-edition',
    });
    expect(choosePrinting(options, { subtype: 'shadowless', stamps: ['1st-edition'] })).toEqual({
      ok: true,
      value: 'holo/sub:shadowless/stamp:1st-edition',
    });
  });

  it('names the printings there are when none matches', () => {
    expect(
      choosePrinting([option('normal'), option('holo')], { type: 'reverse', stamps: [] }),
    ).toEqual({
      ok: false,
      error: 'No reverse printing; this card has: normal, holo',
    });
  });
});
