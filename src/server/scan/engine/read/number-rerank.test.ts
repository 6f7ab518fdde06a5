import { describe, expect, it } from 'vitest';
import { encodeFeatures, VECTOR_DIMS } from '../search/features.ts';
import { buildIndexSnapshot } from '../search/index-snapshot.ts';
import { rerankByNumber } from './number-rerank.ts';

/** Two reprints sharing their artwork: only the number strip tells them apart. */
function reprintPair() {
  const vector = new Float32Array(VECTOR_DIMS).fill(1 / Math.sqrt(VECTOR_DIMS));
  const features = encodeFeatures({ vector, nameTemplate: null, bottomTemplate: null });
  return buildIndexSnapshot(1, [
    {
      productId: 'neo1-46',
      productType: 'card',
      features,
      number: '46',
      total: 111,
      setCode: 'N1',
    },
    {
      productId: 'neo1-47',
      productType: 'card',
      features,
      number: '47',
      total: 111,
      setCode: 'N1',
    },
  ]);
}

const visualOrder = [
  { index: 0, cosine: 0.99, score: 1.32 },
  { index: 1, cosine: 0.98, score: 1.3 },
];
const idsOf = (snapshot: ReturnType<typeof reprintPair>, ranked: { index: number }[]) =>
  ranked.map((entry) => snapshot.productIds[entry.index]);

describe('rerankByNumber', () => {
  it('puts the printing whose number was read first', () => {
    const snapshot = reprintPair();
    expect(idsOf(snapshot, rerankByNumber(snapshot, 'N1 47/111', visualOrder))).toEqual([
      'neo1-47',
      'neo1-46',
    ]);
  });

  it('keeps the visual order when the strip reads as no number at all', () => {
    const snapshot = reprintPair();
    // Glare read as letters: "I" looks like 7, but nothing here spells 46 or 47.
    expect(idsOf(snapshot, rerankByNumber(snapshot, 'o ssnuIm', visualOrder))).toEqual([
      'neo1-46',
      'neo1-47',
    ]);
  });
});
