import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePhoto } from '#test-support/synthetic/scan/make-photo.ts';
import {
  renderSyntheticCard,
  type SyntheticCard,
} from '#test-support/synthetic/scan/render-card.ts';
import { seedFromText } from '#test-support/synthetic/scan/seeded-random.ts';
import { decodeToRgb } from '../../vision/image/decode-image.ts';
import type { Quad } from '../../vision/image/homography.ts';
import { loadOpenCv, type OpenCv } from '../../vision/image/opencv.ts';
import { identifyPhoto } from './identify.ts';
import { compareNumberStrip } from './read/number-match.ts';
import { sampleNumberStrip } from './read/number-strip.ts';
import { createNumberReader } from './read/read-number.ts';
import { buildIndexSnapshot, type IndexSnapshot } from './search/index-snapshot.ts';
import { computeReferenceBlob } from './search/reference-features.ts';

/** Three printings of one artwork that differ only in their number (same set, same frame). */
const SIBLINGS: SyntheticCard[] = ['12', '47', '108'].map((number) => ({
  productId: `promo-${number}`,
  name: 'Snorlax',
  number,
  total: 165,
  setCode: 'MEW',
  era: 'scarlet',
  artworkSeed: 4242,
  types: ['Colorless'],
}));
const OTHERS: SyntheticCard[] = [
  {
    productId: 'base1-4',
    name: 'Charizard',
    number: '4',
    total: 102,
    setCode: 'BS',
    era: 'classic',
  },
  { productId: 'sv1-81', name: 'Pikachu', number: '81', total: 198, setCode: 'SVI', era: 'modern' },
  { productId: 'ja-1', name: 'Mew', number: '151', total: 165, setCode: 'SV2a', era: 'japanese' },
];
/** A pale Japanese trainer whose grey border all but vanishes on a pale striped background. */
const PALE_CARD: SyntheticCard = {
  productId: 'ja-SV6-132',
  name: '改造ハンマー',
  number: '132',
  total: 101,
  setCode: 'SV6',
  era: 'japanese',
  artworkSeed: seedFromText('asia:SV6-132'),
  illustrator: 'Eske Yoshinob',
};

let cv: OpenCv;
let snapshot: IndexSnapshot;
const renders = new Map<string, Buffer>();
const numberReader = createNumberReader();

beforeAll(async () => {
  cv = await loadOpenCv();
  const rows = [];
  for (const card of [...SIBLINGS, ...OTHERS, PALE_CARD]) {
    const png = await renderSyntheticCard(card);
    renders.set(card.productId, png);
    const features = await computeReferenceBlob(png, 'card');
    rows.push({ ...card, productType: 'card', features });
  }
  snapshot = buildIndexSnapshot(1, rows);
});

afterAll(async () => {
  await numberReader.close();
});

const render = (id: string) => renders.get(id) as Buffer;

function maxCornerDistance(a: Quad, b: [number, number][]): number {
  return Math.max(
    ...a.map(([x, y], i) => {
      const [bx, by] = b[i] ?? [Number.NaN, Number.NaN];
      return Math.hypot(x - bx, y - by);
    }),
  );
}

describe('the number reader', () => {
  it('reads the number, total and set code from a photographed strip in every frame', async () => {
    const eras = ['classic', 'modern', 'full-art', 'chinese'] as const;
    for (const [i, era] of eras.entries()) {
      const card = {
        productId: `n-${era}`,
        name: 'Eevee',
        number: '133',
        total: 198,
        setCode: 'SVI',
        era,
      };
      const photo = await makePhoto([await renderSyntheticCard(card)], 900 + i, {
        difficulty: 0.5,
      });
      const image = await decodeToRgb(photo.jpeg, { maxWidth: 1600, maxHeight: 1600 });
      const text = await numberReader.read(sampleNumberStrip(image, photo.corners[0] as Quad));
      expect(compareNumberStrip(text, { number: '133', total: '198', setCode: 'SVI' })).toEqual({
        number: 1,
        total: 1,
        setCode: 1,
      });
      expect(compareNumberStrip(text, { number: '13', total: '198', setCode: 'SVI' }).number).toBe(
        0,
      );
    }
  });
});

describe('identifyPhoto', () => {
  it('tells printings that share their artwork apart by the number it reads', async () => {
    for (const [i, card] of SIBLINGS.entries()) {
      const photo = await makePhoto([render(card.productId)], 700 + i, { difficulty: 0.6 });
      const image = new Uint8Array(photo.jpeg);
      const result = await identifyPhoto(
        cv,
        snapshot,
        { image, scanType: 'cards', scanMode: 'single' },
        { numberReader },
      );
      expect(result.timings.ocr).toBeGreaterThan(0);
      const [best, runnerUp] = result.groups[0]?.matches ?? [];
      expect(best?.productId).toBe(card.productId);
      // The pictures alone leave these within a few hundredths (confidence 0.5-0.8).
      expect(best?.confidence).toBeGreaterThan(0.9);
      expect((best?.score ?? 0) - (runnerUp?.score ?? 0)).toBeGreaterThan(0.06);
    }
  });

  it('reads the card inside the corners the user sent, reported back in upload pixels', async () => {
    // A large upload: decoded at a smaller size, so corners are scaled both ways.
    const photo = await makePhoto([render('base1-4'), render('sv1-81')], 31, {
      width: 2000,
      height: 1400,
      layout: 'grid',
      difficulty: 0.5,
    });
    const sent = photo.corners[1] as Quad;
    const result = await identifyPhoto(cv, snapshot, {
      image: new Uint8Array(photo.jpeg),
      scanType: 'cards',
      scanMode: 'single',
      corners: sent,
    });
    expect(result.timings.detect).toBeUndefined();
    const group = result.groups[0];
    expect(group?.matches[0]?.productId).toBe('sv1-81');
    expect(maxCornerDistance(group?.corners as Quad, sent)).toBeLessThan(12);
  });

  // The benchmark's photo 1000305: every outline found is the card's picture frame or the
  // stripes, so the card is read from the outline its picture frame implies.
  it('finds a card whose border is lost in the background from its picture frame', async () => {
    const photo = await makePhoto([render(PALE_CARD.productId)], 1_000_305);
    const result = await identifyPhoto(cv, snapshot, {
      image: new Uint8Array(photo.jpeg),
      scanType: 'cards',
      scanMode: 'single',
    });
    const group = result.groups[0];
    expect(group?.matches[0]?.productId).toBe(PALE_CARD.productId);
    const truth = photo.corners[0] as Quad;
    expect(maxCornerDistance(group?.corners as Quad, truth)).toBeLessThan(25);
  });

  it('reports detected corners in the uploaded photo pixels too', async () => {
    const photo = await makePhoto([render('ja-1')], 32, { width: 1800, height: 2400 });
    const { width } = await sharp(photo.jpeg).metadata();
    expect(width).toBe(1800);
    const result = await identifyPhoto(cv, snapshot, {
      image: new Uint8Array(photo.jpeg),
      scanType: 'cards',
      scanMode: 'single',
    });
    const group = result.groups[0];
    expect(group?.matches[0]?.productId).toBe('ja-1');
    expect(maxCornerDistance(group?.corners as Quad, photo.corners[0] as Quad)).toBeLessThan(15);
  });
});
