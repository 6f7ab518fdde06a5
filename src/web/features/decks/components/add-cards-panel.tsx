import { useState } from 'react';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import type { DeckDetail } from '#core/decks/deck.schema.ts';
import { MAX_LINE_COUNT } from '#core/decks/deck.schema.ts';
import { printedNumber } from '#core/decks/ptcgl-text.ts';
import { useCollectionCards } from '../api/list-collection-cards.ts';
import { useCardSearch } from '../api/search-cards.ts';
import { useSetDeckCard } from '../api/set-deck-card.ts';

type Candidate = { productId: string; label: string; detail: string };

/** "Pikachu ex SSP 57": the same words as the deck list and the PTCG Live export. */
const productLabel = (card: TcgProduct) =>
  `${card.product_name} ${card.set_abbrv ?? card.set_id} ${printedNumber(card.number ?? '')}`.trim();

function CandidateList({ deck, items }: { deck: DeckDetail; items: Candidate[] }) {
  const setCard = useSetDeckCard(deck.id);
  const countOf = (id: string) => deck.cards.find((card) => card.product_id === id)?.count ?? 0;
  return (
    <ul className="deck-candidates">
      {items.map((item) => (
        <li key={item.productId}>
          <span>{item.label}</span>
          <span className="muted">{item.detail}</span>
          <button
            type="button"
            className="button button--secondary"
            aria-label={`Add ${item.label}`}
            disabled={setCard.isPending || countOf(item.productId) >= MAX_LINE_COUNT}
            onClick={() =>
              setCard.mutate({ productId: item.productId, count: countOf(item.productId) + 1 })
            }
          >
            Add
          </button>
        </li>
      ))}
      {setCard.error ? <li className="field-error">{setCard.error.message}</li> : null}
    </ul>
  );
}

function SearchTab({ deck }: { deck: DeckDetail }) {
  const [q, setQ] = useState('');
  const search = useCardSearch(q);
  const items = (search.data?.cards ?? []).map((card) => ({
    productId: card.product_id,
    label: productLabel(card),
    detail: [card.set_name, card.rarity].filter(Boolean).join(' · '),
  }));
  return (
    <div>
      <label className="decks-field">
        <span>Search cards</span>
        <input type="search" value={q} onChange={(event) => setQ(event.target.value)} />
      </label>
      {search.error ? <p className="field-error">{search.error.message}</p> : null}
      {search.data && items.length === 0 ? <p className="muted">No cards match.</p> : null}
      <CandidateList deck={deck} items={items} />
    </div>
  );
}

function CollectionTab({ deck }: { deck: DeckDetail }) {
  const owned = useCollectionCards(true);
  const quantities = new Map<string, { name: string; quantity: number }>();
  for (const item of owned.data ?? []) {
    const known = quantities.get(item.product_id)?.quantity ?? 0;
    const name = productLabel(item.TCGProduct);
    quantities.set(item.product_id, { name, quantity: known + item.quantity });
  }
  if (owned.data?.length === 0) {
    return <p className="muted">Your collection has no cards yet.</p>;
  }
  const items = [...quantities].map(([productId, { name, quantity }]) => ({
    productId,
    label: name,
    detail: `you own ${quantity}`,
  }));
  return (
    <>
      {owned.error ? <p className="field-error">{owned.error.message}</p> : null}
      <CandidateList deck={deck} items={items} />
    </>
  );
}

/** Adds cards one copy at a time, from the catalog search or from the user's collection. */
export function AddCardsPanel({ deck }: { deck: DeckDetail }) {
  const [tab, setTab] = useState<'search' | 'collection'>('search');
  return (
    <section className="deck-add" aria-label="Add cards">
      <h2>Add cards</h2>
      <div className="deck-add__tabs">
        <button type="button" aria-pressed={tab === 'search'} onClick={() => setTab('search')}>
          Search the catalog
        </button>
        <button
          type="button"
          aria-pressed={tab === 'collection'}
          onClick={() => setTab('collection')}
        >
          From your collection
        </button>
      </div>
      {tab === 'search' ? <SearchTab deck={deck} /> : <CollectionTab deck={deck} />}
    </section>
  );
}
