import { describe, expect, it } from 'vitest';
import { describeDownload, describeRestore, formatBytes } from './describe-progress.ts';

describe('account export progress texts', () => {
  it('says how much of how many items has arrived', () => {
    expect(describeDownload(50_000, 4.25 * 1024 * 1024)).toBe(
      'Downloading 50,000 items: 4.3 MB received',
    );
    expect(describeDownload(1, 100)).toBe('Downloading 1 item: 1 KB received');
    expect(describeDownload(null, 2048)).toBe('Downloading your data: 2 KB received');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10.0 MB');
  });

  it('sums up a restore in words', () => {
    const restored = {
      items: 2,
      wishlist: 1,
      binders: 2,
      decks: 1,
      grading_results: 0,
      snapshots: 3,
    };
    expect(describeRestore({ mode: 'restore', restored, edited_files: [], notes: [] })).toBe(
      'Restored 2 items, 1 wishlist card, 2 binders, 1 deck and 0 grading results.',
    );
  });
});
