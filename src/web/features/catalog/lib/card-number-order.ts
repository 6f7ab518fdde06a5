const CHUNKS = /\d+|\D+/g;

function isDigits(chunk: string): boolean {
  return chunk.charCodeAt(0) >= 48 && chunk.charCodeAt(0) <= 57;
}

function compareChunks(a: string, b: string): number {
  const aDigits = isDigits(a);
  const bDigits = isDigits(b);
  if (aDigits && bDigits) {
    return Number(a) - Number(b) || a.length - b.length;
  }
  if (aDigits !== bDigits) {
    return aDigits ? -1 : 1;
  }
  const aLower = a.toLowerCase();
  const bLower = b.toLowerCase();
  if (aLower === bLower) {
    return 0;
  }
  return aLower < bLower ? -1 : 1;
}

/**
 * Natural order of card numbers: digits compare as numbers and come before letters, so
 * '2' < '10' < '025a' < 'RC1' < 'TG01' < 'TG10'. Missing numbers go last.
 */
export function compareCardNumbers(a: string | null | undefined, b: string | null | undefined) {
  if (!a || !b) {
    return (a ? 0 : 1) - (b ? 0 : 1);
  }
  const aChunks = a.match(CHUNKS) ?? [];
  const bChunks = b.match(CHUNKS) ?? [];
  const length = Math.min(aChunks.length, bChunks.length);
  for (let i = 0; i < length; i++) {
    const order = compareChunks(aChunks[i] as string, bChunks[i] as string);
    if (order !== 0) {
      return order;
    }
  }
  return aChunks.length - bChunks.length;
}
