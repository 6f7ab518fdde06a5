/**
 * Another app's printing name ('Reverse Holofoil', 'Cosmos Holo', '1st Edition Holo', 'Poké Ball
 * Holo', 'Jumbo') as a printing key `<type>[/sub:..][/stamp:a+b][/foil:..][/size:..]`; null when
 * the cell says nothing (the product's default printing is then used).
 */

const FOILS: [RegExp, string][] = [
  [/cosmos/, 'cosmos'],
  [/cracked[\s-]*ice/, 'cracked-ice'],
  [/pok[eé][\s-]*ball/, 'pokeball'],
  [/master[\s-]*ball/, 'masterball'],
];
const STAMPS: [RegExp, string][] = [
  [/1st[\s-]*ed|first[\s-]*ed/, '1st-edition'],
  [/play!?\s*pok|player[\s-]*rewards/, 'player-rewards-program'],
  [/staff/, 'staff'],
  [/pre[\s-]*release/, 'pre-release'],
  [/expansion[\s-]*stamp|set[\s-]*logo/, 'set-logo'],
];
const SUBTYPES: [RegExp, string][] = [
  [/shadowless/, 'shadowless'],
  [/unlimited/, 'unlimited'],
];

function coarseType(lower: string, foil: string | undefined): string {
  if (/reverse/.test(lower) || foil === 'pokeball' || foil === 'masterball') {
    return 'reverse';
  }
  if (/non[\s-]*(holo|foil)|no[\s-]*holo/.test(lower)) {
    return 'normal';
  }
  if (/holo|foil|shiny/.test(lower) || foil) {
    return 'holo';
  }
  return 'normal';
}

export function readPrintingKey(text: string): string | null {
  const lower = text.trim().toLowerCase();
  if (lower === '') {
    return null;
  }
  const foil = FOILS.find(([pattern]) => pattern.test(lower))?.[1];
  const stamps = STAMPS.filter(([pattern]) => pattern.test(lower)).map(([, stamp]) => stamp);
  const subtype = SUBTYPES.find(([pattern]) => pattern.test(lower))?.[1];
  let key = coarseType(lower, foil);
  if (subtype) {
    key += `/sub:${subtype}`;
  }
  if (stamps.length > 0) {
    key += `/stamp:${[...stamps].sort().join('+')}`;
  }
  if (foil) {
    key += `/foil:${foil}`;
  }
  if (/jumbo|oversize/.test(lower)) {
    key += '/size:jumbo';
  }
  return key;
}
