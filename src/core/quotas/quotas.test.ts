import { describe, expect, it } from 'vitest';
import { quotaMessage, quotaNotice } from './quotas.ts';

describe('quotaMessage', () => {
  it('names the limit in words a user reads', () => {
    expect(quotaMessage('collection_items')).toBe('You can keep up to 50,000 collection items.');
    expect(quotaMessage('sell_requests')).toBe('You can keep up to 10 open sell requests.');
  });
});

describe('quotaNotice', () => {
  it('says how much is used from 80 % of the quota on, and nothing below', () => {
    expect(quotaNotice('collection_items', 39_999)).toBeNull();
    expect(quotaNotice('collection_items', 40_000)).toBe('40,000 of 50,000 collection items');
    expect(quotaNotice('sell_requests', 8)).toBe('8 of 10 open sell requests');
    expect(quotaNotice('grading_results', 500)).toBe('500 of 500 saved grading results');
  });
});
