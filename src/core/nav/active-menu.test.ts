import { describe, expect, it } from 'vitest';
import { getActiveMenu, isShopContext } from './active-menu.ts';

describe('getActiveMenu', () => {
  it.each([
    ['/english/sets', 'pokemon'],
    ['/japanese/sets', 'pokemon'],
    ['/chinese/card/zh-tw-SV3-001', 'pokemon'],
    ['/market-insights', 'pokemon'],
    ['/grading-insights', 'pokemon'],
    ['/card/sv03-125', 'pokemon'],
    ['/cards', 'pokemon'],
    ['/sets/sv03', 'pokemon'],
    ['/shop', 'shop'],
    ['/products/12', 'shop'],
    ['/', null],
    ['/home', null],
    ['/memberships', null],
    ['/grade', null],
    ['/profile', null],
  ])('%s -> %s', (path, expected) => {
    expect(getActiveMenu(path)).toBe(expected);
  });

  it('treats only shop pages as the shop search context', () => {
    expect(isShopContext('/shop')).toBe(true);
    expect(isShopContext('/products/3')).toBe(true);
    expect(isShopContext('/sets/sv03')).toBe(false);
  });
});
