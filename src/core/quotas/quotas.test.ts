import { describe, expect, it } from 'vitest';
import { quotaMessage } from './quotas.ts';

describe('quotaMessage', () => {
  it('names the limit in words a user reads', () => {
    expect(quotaMessage('collection_items')).toBe('You can keep up to 50,000 collection items.');
    expect(quotaMessage('sell_requests')).toBe('You can keep up to 10 open sell requests.');
  });
});
