import { describe, expect, it } from 'vitest';
import { formatConfidence, isLowConfidence } from './match-format.ts';
import { pikachuMatch } from './scan-match.fixture.ts';
import { toUserProductInput } from './to-user-product.ts';

const match = pikachuMatch;

describe('toUserProductInput', () => {
  it('adds one near-mint normal copy by default', () => {
    expect(toUserProductInput(match())).toEqual({
      product_id: 'swsh9-50',
      product_name: 'Pikachu',
      product_type: 'card',
      variant: 'normal',
      condition: 'NM',
      quantity: 1,
    });
  });

  it('keeps the chosen variant, condition and quantity of a card', () => {
    const input = toUserProductInput(match(), { variant: 'reverse', condition: 'LP', quantity: 3 });
    expect(input).toMatchObject({ variant: 'reverse', condition: 'LP', quantity: 3 });
  });

  it('gives a sealed product the normal variant', () => {
    const sealed = match({ product_type: 'sealed' });
    const input = toUserProductInput(sealed, { variant: 'holo', condition: 'NM', quantity: 2 });
    expect(input).toMatchObject({ product_type: 'sealed', variant: 'normal', quantity: 2 });
  });
});

describe('confidence text', () => {
  it.each([
    [0.92, '92% match', false],
    [0.6, '60% match', false],
    [0.594, '59% match', true],
    [0, '0% match', true],
  ])('%d -> %s (low: %s)', (confidence, text, low) => {
    expect(formatConfidence(confidence)).toBe(text);
    expect(isLowConfidence(match({ confidence }))).toBe(low);
  });
});
