import type { DeckCard, DeckDetail } from '#core/decks/deck.schema.ts';
import { DECK_SECTIONS, printedNumber, sectionOf } from '#core/decks/ptcgl-text.ts';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import { formatPrice } from '../../../lib/display-money.ts';
import { useSetDeckCard } from '../api/set-deck-card.ts';
import { CountControl } from './count-control.tsx';

export const cardLabel = (card: { name: string; set_code: string; number: string | null }) =>
  `${card.name} ${card.set_code} ${printedNumber(card.number ?? '')}`.trim();

function CardRow({ card, deckId }: { card: DeckCard; deckId: number }) {
  const setCard = useSetDeckCard(deckId);
  const label = cardLabel(card);
  return (
    <li className="deck-card" aria-label={label} data-missing={card.missing > 0}>
      <CatalogImage src={card.image_url} alt="" width={40} height={56} />
      <span className="deck-card__name">{label}</span>
      <CountControl
        label={label}
        count={card.count}
        disabled={setCard.isPending}
        onChange={(count) => setCard.mutate({ productId: card.product_id, count })}
      />
      <span className="deck-card__owned">
        owned {card.owned}/{card.count}
      </span>
      <span className="deck-card__price">
        {card.missing > 0
          ? `missing ${card.missing} · ${card.market_price === null ? 'no price' : formatPrice(card.market_price)}`
          : 'complete'}
      </span>
      {setCard.error ? <span className="field-error">{setCard.error.message}</span> : null}
    </li>
  );
}

/** The deck's cards in the PTCG Live sections, each with its count and ownership. */
export function DeckCardList({ deck }: { deck: DeckDetail }) {
  if (deck.cards.length === 0) {
    return <p className="muted">No cards yet: search the catalog or add from your collection.</p>;
  }
  return (
    <section className="deck-cards" aria-label="Deck cards">
      {DECK_SECTIONS.map((section) => {
        const cards = deck.cards.filter((card) => sectionOf(card.category) === section);
        const count = cards.reduce((sum, card) => sum + card.count, 0);
        return cards.length === 0 ? null : (
          <div key={section}>
            <h3>
              {section}: {count}
            </h3>
            <ul>
              {cards.map((card) => (
                <CardRow key={card.product_id} card={card} deckId={deck.id} />
              ))}
            </ul>
          </div>
        );
      })}
      <p className="deck-cards__total">Total: {deck.card_count} cards</p>
    </section>
  );
}
