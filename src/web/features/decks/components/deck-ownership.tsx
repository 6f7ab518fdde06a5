import type { DeckDetail } from '#core/decks/deck.schema.ts';
import { formatPrice } from '../../../lib/display-money.ts';
import { useAddMissingToWishlist } from '../api/add-missing-to-wishlist.ts';

/** What the collection lacks for this deck, its cost, and the one-click wishlist. */
export function DeckOwnership({ deck }: { deck: DeckDetail }) {
  const wishlist = useAddMissingToWishlist(deck.id);
  if (deck.cards.length === 0) {
    return null;
  }
  const unpriced = deck.unpriced_missing_count;
  return (
    <section className="deck-ownership" aria-label="Ownership">
      {deck.missing_count === 0 ? (
        <p data-testid="deck-missing">You own every card of this deck.</p>
      ) : (
        <p data-testid="deck-missing">
          Missing {deck.missing_count} {deck.missing_count === 1 ? 'card' : 'cards'}:{' '}
          {formatPrice(deck.cost_to_complete)} to complete
          {unpriced > 0 ? ` (${unpriced} without a market price)` : ''}.
        </p>
      )}
      {deck.missing_count > 0 ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={wishlist.isPending}
          onClick={() => wishlist.mutate()}
        >
          {wishlist.isPending ? '...' : 'Add missing to wishlist'}
        </button>
      ) : null}
      {wishlist.data ? (
        <p role="status">
          {wishlist.data.added === 0
            ? 'The missing cards are already on your wishlist.'
            : `Added ${wishlist.data.added} cards to your wishlist.`}
        </p>
      ) : null}
      {wishlist.error ? <p className="field-error">{wishlist.error.message}</p> : null}
    </section>
  );
}
