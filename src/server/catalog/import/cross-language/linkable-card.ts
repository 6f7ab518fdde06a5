/** The fields of a catalog card that cross-language linking reads (catalog README, cards). */
export type LinkableCard = {
  id: string;
  tcgdex_id: string | null;
  set_id: string;
  locale: string | null;
  name: string;
  category: string | null;
  rarity: string | null;
  hp: number | null;
  stage: string | null;
  types: string[] | null;
  dex_ids: number[] | null;
  illustrator: string | null;
};

export function isEnglish(card: LinkableCard): boolean {
  return card.locale === 'en';
}

/**
 * Japanese and Chinese printings of one TCGdex card share its id ('SV8-033' is both ja-SV8-033
 * and zh-tw-SV8-033): TCGdex keeps one entry for the Asian languages.
 */
export function asianCardKey(card: LinkableCard): string {
  return card.tcgdex_id ?? card.id;
}

/** The TCGdex set of an Asian card: 'ja-SV8' and 'zh-tw-SV8' are both 'SV8'. */
export function asianSetKey(card: LinkableCard): string {
  const prefix = `${card.locale}-`;
  return card.set_id.startsWith(prefix) ? card.set_id.slice(prefix.length) : card.set_id;
}
