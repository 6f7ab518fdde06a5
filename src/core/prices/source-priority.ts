/** The source of a corrected price (decision 080): ranked above every feed, always. */
export const CORRECTION_SOURCE = 'correction';

/** Which feed's price is shown when several price the same printing on the same day. */
export const DEFAULT_PRICE_SOURCE_PRIORITY = [
  'tcgplayer',
  'cardmarket',
  'pricecharting',
  'simulated',
];

const SOURCE_NAME = /^[a-z0-9_-]+$/;

/**
 * PRICE_SOURCE_PRIORITY ("tcgplayer,cardmarket,..."): source names, most trusted first.
 * Empty or unset gives the default; a name that is not a source name is an error naming it.
 */
export function parseSourcePriority(text: string | undefined): string[] {
  const names = (text ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  const invalid = names.find((name) => !SOURCE_NAME.test(name));
  if (invalid !== undefined) {
    throw new Error(
      `PRICE_SOURCE_PRIORITY: "${invalid}" is not a source name (letters, digits, _ and -)`,
    );
  }
  return names.length > 0 ? [...new Set(names)] : DEFAULT_PRICE_SOURCE_PRIORITY;
}
