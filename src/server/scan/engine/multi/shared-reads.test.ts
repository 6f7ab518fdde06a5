import { beforeAll, describe, expect, it } from 'vitest';
import { makeBinderPhoto } from '#test-support/synthetic/scan/binder-page.ts';
import { makeMultiPhoto } from '#test-support/synthetic/scan/multi-photo.ts';
import { syntheticCards, syntheticIndex } from '#test-support/synthetic/scan/synthetic-index.ts';
import { loadOpenCv, type OpenCv } from '../../../vision/image/opencv.ts';
import { identifyPhoto } from '../identify.ts';
import type { IndexSnapshot } from '../search/index-snapshot.ts';
import type { EngineResult, IdentifyOptions } from '../types.ts';
import { readForAnother } from './several-reader.ts';

const CARDS = syntheticCards(9, { prefix: 'help', setCode: 'HP' });

let cv: OpenCv;
let snapshot: IndexSnapshot;
let renders: Buffer[] = [];

beforeAll(async () => {
  cv = await loadOpenCv();
  ({ snapshot, renders } = await syntheticIndex(CARDS));
});

function scan(jpeg: Buffer, scanMode: 'multi' | 'binder', options: IdentifyOptions = {}) {
  const request = { image: new Uint8Array(jpeg), scanType: 'cards' as const, scanMode };
  return identifyPhoto(cv, snapshot, request, options);
}

const found = (result: EngineResult) =>
  result.groups.map((group) => ({ corners: group.corners, id: group.matches[0]?.productId }));

// Another worker's reads are stood in for by the same engine in this thread: what is tested is
// that a photo read partly by a helper, or by a helper that sometimes has no time, comes out
// exactly as one read alone.
describe('a multi-card photo read with help (decision 044)', () => {
  it('finds the same cards, in the same places, when a helper reads the expected outlines', async () => {
    const page = await makeBinderPhoto(renders.slice(0, 7), 4);
    const alone = await scan(page.jpeg, 'binder');
    const helped = await scan(page.jpeg, 'binder', {
      askHelp: (image, spec) => readForAnother(cv, snapshot, image, spec),
    });
    expect(alone.groups.length).toBeGreaterThanOrEqual(6);
    expect(found(helped)).toEqual(found(alone));
    expect(helped.counts?.helped).toBeGreaterThan(0);
    expect(alone.counts?.helped).toBeUndefined();
  });

  it('reads what a busy helper declined itself, with the same result', async () => {
    const photo = await makeMultiPhoto(renders.slice(0, 9), 5, { layout: 'touching' });
    const alone = await scan(photo.jpeg, 'multi');
    let asks = 0;
    const helped = await scan(photo.jpeg, 'multi', {
      askHelp: (image, spec) =>
        asks++ % 2 === 0 ? Promise.resolve(null) : readForAnother(cv, snapshot, image, spec),
    });
    expect(alone.groups.length).toBeGreaterThanOrEqual(8);
    expect(found(helped)).toEqual(found(alone));
    expect(asks).toBeGreaterThan(2);
    expect(helped.counts?.helped).toBeGreaterThan(0);
  });
});
