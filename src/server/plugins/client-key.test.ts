import { describe, expect, it } from 'vitest';
import { clientKeyOf } from './client-key.ts';

describe('clientKeyOf (security M7)', () => {
  it('groups every address of one IPv6 /64 under one key', () => {
    const a = clientKeyOf('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(clientKeyOf('2001:db8:1:2::1')).toBe(a);
    expect(clientKeyOf('2001:DB8:1:2:ffff::9')).toBe(a);
    expect(a).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8:1:3::1')).not.toBe(a);
  });

  it('keeps IPv4 and reads IPv4-mapped IPv6 as IPv4', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
  });
});
