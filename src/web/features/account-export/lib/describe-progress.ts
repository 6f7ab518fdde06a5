import type { ImportResult } from '#core/account/account-import.schema.ts';

const count = (n: number) => n.toLocaleString('en-US');

/** "4.2 MB" */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) {
    return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  }
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "Downloading 50,000 items: 4.2 MB received" */
export function describeDownload(items: number | null, bytes: number): string {
  const what = items === null ? 'your data' : `${count(items)} item${items === 1 ? '' : 's'}`;
  return `Downloading ${what}: ${formatBytes(bytes)} received`;
}

/** "Restored 2 items, 1 wishlist card, 2 binders, 1 deck and 1 grading result." */
export function describeRestore(result: ImportResult): string {
  const { restored } = result;
  const parts = [
    [restored.items, 'item', 'items'],
    [restored.wishlist, 'wishlist card', 'wishlist cards'],
    [restored.binders, 'binder', 'binders'],
    [restored.decks, 'deck', 'decks'],
    [restored.grading_results, 'grading result', 'grading results'],
  ] as const;
  const said = parts.map(([n, one, many]) => `${count(n)} ${n === 1 ? one : many}`);
  return `Restored ${said.slice(0, -1).join(', ')} and ${said.at(-1)}.`;
}
