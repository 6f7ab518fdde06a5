import { DECK_SIZE, type DeckFormat, type DeckProblem, FORMAT_LABELS } from './deck.schema.ts';
import {
  illegalReason,
  isBasicEnergy,
  type LegalityCard,
  type LegalityTable,
} from './format-legality.ts';

export const MAX_COPIES = 4;

export type RuleCard = LegalityCard & {
  productId: string;
  /** How the card is named in messages, e.g. "Pikachu ex SSP 57". */
  label: string;
  rarity: string | null;
  count: number;
};

const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
const total = (cards: readonly RuleCard[]) => cards.reduce((sum, card) => sum + card.count, 0);
const ids = (cards: readonly RuleCard[]) => cards.map((card) => card.productId);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function isAceSpec(card: RuleCard): boolean {
  return card.rarity?.toUpperCase().startsWith('ACE SPEC') ?? false;
}

export function isRadiant(card: RuleCard): boolean {
  return (
    card.category === 'Pokemon' &&
    (card.rarity === 'Radiant Rare' || /^radiant\s/i.test(card.name.trim()))
  );
}

export function checkDeckSize(cards: readonly RuleCard[]): DeckProblem[] {
  const count = total(cards);
  if (count === DECK_SIZE) {
    return [];
  }
  return [
    {
      rule: 'deck_size',
      message: `The deck has ${plural(count, 'card', 'cards')}; it needs exactly ${DECK_SIZE}.`,
      product_ids: [],
    },
  ];
}

export function checkCopies(cards: readonly RuleCard[]): DeckProblem[] {
  const byName = new Map<string, RuleCard[]>();
  for (const card of cards) {
    if (!isBasicEnergy(card)) {
      const key = nameKey(card.name);
      byName.set(key, [...(byName.get(key) ?? []), card]);
    }
  }
  return [...byName.values()].flatMap((group) => {
    const count = total(group);
    if (count <= MAX_COPIES) {
      return [];
    }
    const name = group[0]?.name.trim() ?? '';
    return [
      {
        rule: 'copies' as const,
        message: `${name}: ${count} copies; at most ${MAX_COPIES} cards with the same name are allowed (basic Energy excepted).`,
        product_ids: ids(group),
      },
    ];
  });
}

export function checkBasicPokemon(cards: readonly RuleCard[]): DeckProblem[] {
  const hasBasic = cards.some(
    (card) =>
      card.count > 0 &&
      card.category === 'Pokemon' &&
      (card.stage === 'Basic' || card.stage === 'Baby'),
  );
  return hasBasic
    ? []
    : [
        {
          rule: 'basic_pokemon',
          message: 'The deck has no Basic Pokémon; it needs at least one.',
          product_ids: [],
        },
      ];
}

function checkAtMostOne(
  cards: readonly RuleCard[],
  rule: 'ace_spec' | 'radiant',
  kind: string,
): DeckProblem[] {
  const count = total(cards);
  if (count <= 1) {
    return [];
  }
  return [
    {
      rule,
      message: `The deck has ${count} ${kind} cards (${cards.map((card) => card.name).join(', ')}); at most 1 is allowed.`,
      product_ids: ids(cards),
    },
  ];
}

export const checkAceSpec = (cards: readonly RuleCard[]) =>
  checkAtMostOne(cards.filter(isAceSpec), 'ace_spec', 'ACE SPEC');
export const checkRadiant = (cards: readonly RuleCard[]) =>
  checkAtMostOne(cards.filter(isRadiant), 'radiant', 'Radiant Pokémon');

export function checkFormat(
  cards: readonly RuleCard[],
  format: DeckFormat,
  table: LegalityTable,
): DeckProblem[] {
  return cards.flatMap((card) => {
    const reason = illegalReason(card, format, table);
    return reason
      ? [
          {
            rule: 'format' as const,
            message: `${card.label} is not legal in ${FORMAT_LABELS[format]}: ${reason}.`,
            product_ids: [card.productId],
          },
        ]
      : [];
  });
}

/** Every problem of the deck, in words; an empty list means the deck is legal. */
export function checkDeck(
  cards: readonly RuleCard[],
  format: DeckFormat,
  table: LegalityTable,
): DeckProblem[] {
  const present = cards.filter((card) => card.count > 0);
  return [
    ...checkDeckSize(present),
    ...checkCopies(present),
    ...checkBasicPokemon(present),
    ...checkAceSpec(present),
    ...checkRadiant(present),
    ...checkFormat(present, format, table),
  ];
}
