import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies.ts';

describe('readCookie', () => {
  it('finds a cookie among others, decoded, with = in its value kept', () => {
    const cookies = 'a=1; csrf=abc%3D%3D; sFrontToken=x=y';
    expect(readCookie(cookies, 'csrf')).toBe('abc==');
    expect(readCookie(cookies, 'sFrontToken')).toBe('x=y');
  });

  it('is undefined when absent and empty when set empty', () => {
    expect(readCookie('a=1', 'b')).toBeUndefined();
    expect(readCookie('', 'b')).toBeUndefined();
    expect(readCookie('b=; a=1', 'b')).toBe('');
  });
});
