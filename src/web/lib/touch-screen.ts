/** A phone or tablet without a keyboard pointer: no arrow-key hints. */
export function isTouchScreen(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches;
}
