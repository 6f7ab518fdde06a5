/**
 * The URL slug of a set name: accents dropped, lower case, runs of anything but letters and
 * digits collapsed to one '-'. Letters of any script are kept ('ポケモンカード151').
 */
export function toUrlName(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      // Runs are single dashes by now; `^-+|-+$` would backtrack quadratically on long runs.
      .replace(/^-|-$/g, '')
  );
}
