import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, getCountryOptions, isCountryCode } from './countries.ts';

describe('countries', () => {
  it('knows the 249 ISO 3166-1 codes, once each, and nothing else', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(['US', 'JP', 'TW', 'AX', 'SS'].every(isCountryCode)).toBe(true);
    // Reserved or user-assigned codes are not countries an address can be in.
    expect(['XX', 'EU', 'UK', 'XK', 'ZZ', 'us'].some(isCountryCode)).toBe(false);
  });

  it('names every country and lists them alphabetically by name', () => {
    const options = getCountryOptions('en');
    expect(options).toHaveLength(249);
    expect(options.filter((option) => option.name === option.code)).toEqual([]);
    expect(options.find((option) => option.code === 'JP')?.name).toBe('Japan');
    expect(options.find((option) => option.code === 'US')?.name).toBe('United States');
    const names = options.map((option) => option.name);
    expect(names.slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    expect(names.indexOf('Canada')).toBeLessThan(names.indexOf('Japan'));
  });
});
