import { asianSetKey, type LinkableCard } from './linkable-card.ts';

/** Fewer shared illustrations than this say nothing about two sets. */
const MIN_SHARED_ILLUSTRATIONS = 5;

/**
 * The English set each Asian set corresponds to (ja SV8 is Surging Sparks, sv08): the English
 * set holding the illustrations of most of the Asian set's cards that have any English
 * printing at all. Asian sets mixed from many English sets (promos, old sets) get none.
 */
export function findEquivalentSets(
  candidatesByGroup: ReadonlyMap<LinkableCard, readonly LinkableCard[]>,
): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  const totals = new Map<string, number>();
  for (const [asianCard, candidates] of candidatesByGroup) {
    const asianSet = asianSetKey(asianCard);
    totals.set(asianSet, (totals.get(asianSet) ?? 0) + 1);
    const perSet = counts.get(asianSet) ?? new Map<string, number>();
    counts.set(asianSet, perSet);
    for (const englishSet of new Set(candidates.map((card) => card.set_id))) {
      perSet.set(englishSet, (perSet.get(englishSet) ?? 0) + 1);
    }
  }
  const equivalent = new Map<string, string>();
  for (const [asianSet, perSet] of counts) {
    let best: [string, number] | null = null;
    for (const entry of perSet) {
      if (best === null || entry[1] > best[1]) {
        best = entry;
      }
    }
    const total = totals.get(asianSet) ?? 0;
    if (best !== null && best[1] >= MIN_SHARED_ILLUSTRATIONS && best[1] * 2 > total) {
      equivalent.set(asianSet, best[0]);
    }
  }
  return equivalent;
}
