const LABELS: Record<string, string> = {
  tcgplayer: 'TCGplayer',
  cardmarket: 'Cardmarket',
  pricecharting: 'PriceCharting',
  simulated: 'Simulated',
};

/** A price source as collectors write it ('tcgplayer' -> 'TCGplayer'); unknown feeds as stored. */
export function priceSourceLabel(source: string): string {
  return LABELS[source.toLowerCase()] ?? source;
}
