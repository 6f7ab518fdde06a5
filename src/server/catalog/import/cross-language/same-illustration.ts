import type { LinkableCard } from './linkable-card.ts';

// Two printings show the same illustration when they agree on the Pokemon, the illustrator
// and the game text TCGdex keeps in every language (HP, stage, types); the rarity narrows a
// full-art print from the regular one by the same artist. Cards without a Pokedex number or an
// illustrator (most trainers) have no such key.

function baseKey(card: LinkableCard): string | null {
  if (!card.illustrator || !card.dex_ids || card.dex_ids.length === 0) {
    return null;
  }
  return JSON.stringify([card.dex_ids, card.illustrator, card.hp, card.stage, card.types ?? []]);
}

function rarityKey(card: LinkableCard, base: string): string {
  return `${base}|${card.rarity ?? ''}`;
}

/** English cards showing the same illustration, in catalog order; [] when none. */
export type IllustrationCandidates = {
  /** Those of the same rarity too. */
  sameRarity: LinkableCard[];
  /** Those of any rarity (rarity names differ between old Japanese and English sets). */
  anyRarity: LinkableCard[];
};

export type IllustrationIndex = {
  candidatesOf(card: LinkableCard): IllustrationCandidates;
};

export function indexIllustrations(englishCards: readonly LinkableCard[]): IllustrationIndex {
  const byKey = new Map<string, LinkableCard[]>();
  const add = (key: string, card: LinkableCard) => {
    const list = byKey.get(key);
    if (list) {
      list.push(card);
    } else {
      byKey.set(key, [card]);
    }
  };
  for (const card of englishCards) {
    const base = baseKey(card);
    if (base !== null) {
      add(base, card);
      add(rarityKey(card, base), card);
    }
  }
  return {
    candidatesOf(card) {
      const base = baseKey(card);
      if (base === null) {
        return { sameRarity: [], anyRarity: [] };
      }
      return {
        sameRarity: byKey.get(rarityKey(card, base)) ?? [],
        anyRarity: byKey.get(base) ?? [],
      };
    },
  };
}

/**
 * The fields that must agree for a card without an illustration key (trainers, energy) to be
 * linked inside two equivalent sets, where it must also be the only one of its kind.
 */
export function sameSetKey(card: LinkableCard): string | null {
  if (!card.illustrator) {
    return null;
  }
  return JSON.stringify([card.category, card.illustrator, card.rarity, card.hp, card.dex_ids]);
}
