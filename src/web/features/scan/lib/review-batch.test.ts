import { describe, expect, it } from 'vitest';
import type { ScanGroup, ScanMatch } from '#core/scan/scan-result.schema.ts';
import {
  EMPTY_BATCH,
  type ReviewAction,
  type ReviewBatch,
  reviewReducer,
  toBulkInputs,
} from './review-batch.ts';
import { pikachuMatch } from './scan-match.fixture.ts';

const match = (productId: string): ScanMatch =>
  pikachuMatch({ database: { ...pikachuMatch().database, product_id: productId } });
const group = (...ids: string[]): ScanGroup => ({
  matches: ids.map(match),
  corners: [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
  ],
});
const run = (...actions: ReviewAction[]) => actions.reduce(reviewReducer, EMPTY_BATCH);
const sent = (batch: ReviewBatch) =>
  toBulkInputs(batch, () => 'normal').map((input) => [
    input.product_id,
    input.variant,
    input.condition,
  ]);

describe('scan review batch', () => {
  it('lists every card of a multi scan, skipping detections without matches', () => {
    const batch = run({
      type: 'scanned',
      groups: [group('a', 'a2'), { matches: [], corners: null }, group('b')],
    });
    expect(batch.rows.map((row) => row.key)).toEqual([1, 2]);
    expect(sent(batch)).toEqual([
      ['a', 'normal', 'NM'],
      ['b', 'normal', 'NM'],
    ]);
  });

  it('keeps adding single scans in a row to the same batch; only the newest photo keeps outlines', () => {
    const batch = run(
      { type: 'scanned', groups: [group('a')] },
      { type: 'scanned', groups: [group('b')] },
      { type: 'scanned', groups: [group('c')] },
    );
    expect(batch.rows.map((row) => [row.key, row.corners !== null])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(sent(batch).map(([id]) => id)).toEqual(['a', 'b', 'c']);
  });

  it('swaps a candidate (back to its default printing) and drops a row from the add', () => {
    const batch = run(
      { type: 'scanned', groups: [group('a', 'a2'), group('b')] },
      { type: 'setVariant', target: 'all', variant: 'holo', validFor: [1, 2] },
      { type: 'swap', key: 1, chosen: 1 },
      { type: 'drop', key: 2, dropped: true },
    );
    expect(sent(batch)).toEqual([['a2', 'normal', 'NM']]);
    expect(sent(reviewReducer(batch, { type: 'drop', key: 2, dropped: false }))).toEqual([
      ['a2', 'normal', 'NM'],
      ['b', 'holo', 'NM'],
    ]);
  });

  it('applies a condition to all rows or only the ticked ones, never to dropped rows', () => {
    const scanned = run({ type: 'scanned', groups: [group('a'), group('b'), group('c')] });
    const all = reviewReducer(scanned, { type: 'setCondition', target: 'all', condition: 'LP' });
    expect(sent(all).map(([, , condition]) => condition)).toEqual(['LP', 'LP', 'LP']);

    const some = [
      { type: 'tick', key: 1, ticked: true },
      { type: 'tick', key: 3, ticked: true },
      { type: 'drop', key: 3, dropped: true },
      { type: 'drop', key: 3, dropped: false },
      { type: 'setCondition', target: 'ticked', condition: 'HP' },
    ] as const;
    const batch = some.reduce(reviewReducer, scanned);
    expect(batch.rows.map((row) => row.condition)).toEqual(['HP', 'NM', 'NM']);
  });

  it('applies a language to all or the ticked rows, and sends it with each card', () => {
    const batch = run(
      { type: 'scanned', groups: [group('a'), group('b'), group('c')] },
      { type: 'setLanguage', target: 'all', language: 'DE' },
      { type: 'tick', key: 2, ticked: true },
      { type: 'setLanguage', target: 'ticked', language: 'FR' },
      { type: 'drop', key: 3, dropped: true },
      { type: 'setLanguage', target: 'all', language: 'IT' },
    );
    expect(batch.rows.map((row) => row.copyLanguage)).toEqual(['IT', 'IT', 'DE']);
    expect(toBulkInputs(batch, () => 'normal').map((input) => input.copy_language)).toEqual([
      'IT',
      'IT',
    ]);
    const untouched = run({ type: 'scanned', groups: [group('a')] });
    expect(toBulkInputs(untouched, () => 'normal')[0]).not.toHaveProperty('copy_language');
  });

  it('applies a printing only to the targeted rows whose product has it', () => {
    const batch = run(
      { type: 'scanned', groups: [group('a'), group('b'), group('c')] },
      { type: 'tickAll', ticked: true },
      { type: 'tick', key: 3, ticked: false },
      { type: 'setVariant', target: 'ticked', variant: 'reverse', validFor: [2, 3] },
    );
    expect(batch.rows.map((row) => row.variant)).toEqual([null, 'reverse', null]);
  });

  it('starts an empty batch once the cards were added', () => {
    const batch = run({ type: 'scanned', groups: [group('a')] }, { type: 'added' });
    expect(batch.rows).toEqual([]);
    expect(reviewReducer(batch, { type: 'scanned', groups: [group('b')] }).rows[0]?.key).toBe(2);
  });
});
