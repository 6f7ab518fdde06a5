import { describe, expect, it } from 'vitest';
import { membershipLabel, referralLink } from './profile-facts.ts';

describe('profile facts', () => {
  it('shows tier 0 as Free', () => {
    expect(membershipLabel(0)).toBe('Free');
    expect(membershipLabel(2)).toBe('Member (tier 2)');
  });
  it('builds the referral link on the site origin', () => {
    expect(referralLink('https://cardfolio.test', 'abc123def')).toBe(
      'https://cardfolio.test/?ref=abc123def',
    );
  });
});
