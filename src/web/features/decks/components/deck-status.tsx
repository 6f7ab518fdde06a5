import { DECK_SIZE, type DeckDetail, FORMAT_LABELS } from '#core/decks/deck.schema.ts';

/** The live rule check: legal, or every problem in words. */
export function DeckStatus({ deck }: { deck: DeckDetail }) {
  const format = FORMAT_LABELS[deck.format];
  return (
    <section className="deck-status" aria-label="Deck check">
      <p
        role="status"
        className={deck.legal ? 'deck-status__ok' : 'deck-status__bad'}
        data-legal={deck.legal}
      >
        {deck.legal
          ? `Legal in ${format}: ${DECK_SIZE} cards, all rules hold.`
          : `Not legal in ${format}: ${deck.problems.length} ${deck.problems.length === 1 ? 'problem' : 'problems'}.`}
      </p>
      {deck.problems.length > 0 ? (
        <ul aria-label="Deck problems">
          {deck.problems.map((problem) => (
            <li key={`${problem.rule}-${problem.message}`}>{problem.message}</li>
          ))}
        </ul>
      ) : null}
      <p className="muted deck-status__source">
        Format legality table {deck.legality_table.version} ({deck.legality_table.source}).
      </p>
    </section>
  );
}
