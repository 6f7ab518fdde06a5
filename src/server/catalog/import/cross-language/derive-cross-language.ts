import { createNameVotes } from './english-name-votes.ts';
import { findEquivalentSets } from './equivalent-sets.ts';
import { asianCardKey, asianSetKey, isEnglish, type LinkableCard } from './linkable-card.ts';
import {
  type IllustrationCandidates,
  indexIllustrations,
  sameSetKey,
} from './same-illustration.ts';

// How Japanese and Chinese cards get an English name and their other-language printings:
// docs/decisions/073-cross-language-card-links.md.

export type CrossLanguage = {
  /** Japanese and Chinese cards: the English name, when one could be derived. */
  englishName: string | null;
  /** Shared by the printings of one illustration across languages. */
  printGroup: string;
};

type AsianGroup = { key: string; cards: LinkableCard[]; representative: LinkableCard };

function groupAsianCards(cards: readonly LinkableCard[]): AsianGroup[] {
  const groups = new Map<string, AsianGroup>();
  for (const card of cards) {
    if (isEnglish(card)) {
      continue;
    }
    const key = asianCardKey(card);
    const group = groups.get(key);
    if (group) {
      group.cards.push(card);
    } else {
      groups.set(key, { key, cards: [card], representative: card });
    }
  }
  return [...groups.values()];
}

function onlyOneName(candidates: readonly LinkableCard[]): boolean {
  return candidates.every((card) => card.name === candidates[0]?.name);
}

/** Pokemon: the English printing of the same illustration, preferring the equivalent set. */
function linkByIllustration(
  groups: readonly AsianGroup[],
  english: readonly LinkableCard[],
): { links: Map<AsianGroup, LinkableCard>; equivalent: Map<string, string> } {
  const index = indexIllustrations(english);
  const candidatesByGroup = new Map<AsianGroup, IllustrationCandidates>();
  for (const group of groups) {
    const candidates = index.candidatesOf(group.representative);
    if (candidates.anyRarity.length > 0) {
      candidatesByGroup.set(group, candidates);
    }
  }
  const equivalent = findEquivalentSets(
    new Map(
      [...candidatesByGroup].map(([group, candidates]) => [
        group.representative,
        candidates.anyRarity,
      ]),
    ),
  );
  const links = new Map<AsianGroup, LinkableCard>();
  for (const [group, { sameRarity, anyRarity }] of candidatesByGroup) {
    const englishSet = equivalent.get(asianSetKey(group.representative));
    const inSet = (list: LinkableCard[]) => list.find((card) => card.set_id === englishSet);
    const fallback = sameRarity.length > 0 ? sameRarity : anyRarity;
    const chosen =
      inSet(sameRarity) ?? inSet(anyRarity) ?? (onlyOneName(fallback) ? fallback[0] : undefined);
    if (chosen) {
      links.set(group, chosen);
    }
  }
  return { links, equivalent };
}

function bucket<T>(items: Iterable<T>, keyOf: (item: T) => string | null): Map<string, T[]> {
  const buckets = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = key === null ? undefined : (buckets.get(key) ?? []);
    if (key !== null && list) {
      list.push(item);
      buckets.set(key, list);
    }
  }
  return buckets;
}

/** Trainers and energy: the one card of its kind in both of two equivalent sets. */
function linkWithinEquivalentSets(
  groups: readonly AsianGroup[],
  english: readonly LinkableCard[],
  equivalent: ReadonlyMap<string, string>,
  links: Map<AsianGroup, LinkableCard>,
): void {
  const englishBySet = bucket(english, (card) => card.set_id);
  const unlinkedBySet = bucket(
    groups.filter((group) => !links.has(group)),
    (group) => asianSetKey(group.representative),
  );
  for (const [asianSet, unlinked] of unlinkedBySet) {
    const englishSet = equivalent.get(asianSet);
    if (englishSet === undefined) {
      continue;
    }
    const asianByKey = bucket(unlinked, (group) => sameSetKey(group.representative));
    const englishByKey = bucket(englishBySet.get(englishSet) ?? [], sameSetKey);
    for (const [key, asian] of asianByKey) {
      const matches = englishByKey.get(key);
      if (asian.length === 1 && asian[0] && matches?.length === 1 && matches[0]) {
        links.set(asian[0], matches[0]);
      }
    }
  }
}

export type CatalogLinks = {
  /** English name and print group of every card, by card id. */
  cards: Map<string, CrossLanguage>;
  /** The English set id equivalent to an Asian set, by its TCGdex set ('SV8' is 'sv08'). */
  equivalentSets: ReadonlyMap<string, string>;
};

/** Cross-language links of every card, and the Asian sets' English equivalents. */
export function deriveCrossLanguage(cards: readonly LinkableCard[]): CatalogLinks {
  const english = cards.filter(isEnglish);
  const groups = groupAsianCards(cards);
  const { links, equivalent } = linkByIllustration(groups, english);
  linkWithinEquivalentSets(groups, english, equivalent, links);
  const names = createNameVotes();
  for (const [group, link] of links) {
    for (const card of group.cards) {
      names.vote(card.name, link.name);
    }
  }
  const derived = new Map<string, CrossLanguage>();
  for (const card of english) {
    derived.set(card.id, { englishName: null, printGroup: card.id });
  }
  for (const group of groups) {
    const link = links.get(group);
    for (const card of group.cards) {
      derived.set(card.id, {
        englishName: link?.name ?? names.winner(card.name),
        printGroup: link?.id ?? `asia:${group.key}`,
      });
    }
  }
  return { cards: derived, equivalentSets: equivalent };
}
