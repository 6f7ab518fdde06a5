import { describeCard, type QuickAddEntry } from './quick-add-entry.ts';

const STATE_TEXT = { adding: 'Adding…', added: 'Added', failed: 'Not added', removed: 'Removed' };

/** The cards added from this box, newest first, each with a remove link once it is saved. */
export function QuickAddList({
  entries,
  onRemove,
}: {
  entries: QuickAddEntry[];
  onRemove: (entry: QuickAddEntry) => void;
}) {
  if (entries.length === 0) {
    return null;
  }
  const added = entries.filter((entry) => entry.state === 'added').length;
  return (
    <>
      <p className="quick-add__count" aria-live="polite">
        {added === 1 ? '1 card added' : `${added} cards added`}
      </p>
      <ol aria-label="Quick-added cards" className="quick-add__list">
        {entries.map((entry) => (
          <li key={entry.key} data-state={entry.state} className="quick-add__entry">
            <span className="quick-add__card">{describeCard(entry.card)}</span>
            <span className="muted">{entry.details}</span>
            <span className="quick-add__state">
              {STATE_TEXT[entry.state]}
              {entry.error ? `: ${entry.error}` : ''}
            </span>
            {entry.state === 'added' ? (
              <button type="button" className="link-button" onClick={() => onRemove(entry)}>
                Remove
              </button>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}
