/** What decides the order of equally scored results: the catalog order. */
export type CatalogOrderKey = {
  id: string;
  set_id: string;
  number: string | null;
  release_date: string | null;
};

function leadingNumber(number: string | null): number {
  const digits = number?.match(/^\d+/)?.[0];
  return digits === undefined ? Number.POSITIVE_INFINITY : Number(digits);
}

function compareText(a: string, b: string): number {
  if (a === b) {
    return 0;
  }
  return a < b ? -1 : 1;
}

/** Newer release first (no date last), then set id, then card number (2 before 10), then id. */
export function compareCatalogOrder(a: CatalogOrderKey, b: CatalogOrderKey): number {
  if (a.release_date !== b.release_date) {
    if (a.release_date === null) {
      return 1;
    }
    if (b.release_date === null) {
      return -1;
    }
    return a.release_date < b.release_date ? 1 : -1;
  }
  const bySet = compareText(a.set_id, b.set_id);
  if (bySet !== 0) {
    return bySet;
  }
  const byNumber = leadingNumber(a.number) - leadingNumber(b.number);
  if (byNumber !== 0 && !Number.isNaN(byNumber)) {
    return byNumber;
  }
  return compareText(a.number ?? '', b.number ?? '') || compareText(a.id, b.id);
}

/** Sets: newer first (no date last), then id. */
export function compareSetOrder(
  a: { id: string; release_date: string | null },
  b: { id: string; release_date: string | null },
): number {
  return compareCatalogOrder(
    { id: a.id, set_id: '', number: null, release_date: a.release_date },
    { id: b.id, set_id: '', number: null, release_date: b.release_date },
  );
}
