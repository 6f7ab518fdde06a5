/** Money is kept as integer cents (architecture.md section 3); these show it in major units. */

/** 1999 -> 19.99; an unknown amount (null or undefined) stays null. */
export function centsToUnits(cents: number | null | undefined): number | null {
  return cents === null || cents === undefined ? null : cents / 100;
}

/** The decimal text a price field or a file shows: 1999 -> "19.99", 5 -> "0.05". */
export function centsToDecimalText(cents: number): string {
  return (cents / 100).toFixed(2);
}
