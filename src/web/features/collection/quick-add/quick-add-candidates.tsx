import type { SyncedCard } from '#core/catalog/sync.schema.ts';
import { describeCard } from './quick-add-entry.ts';

const LANGUAGE_TAGS: Record<string, string> = { english: 'EN', japanese: 'JP', chinese: 'CN' };

/** The cards an ambiguous line matches: arrow keys and Enter in the box, or a tap, pick one. */
export function QuickAddCandidates({
  reason,
  candidates,
  active,
  onPick,
}: {
  reason: string;
  candidates: SyncedCard[];
  active: number;
  onPick: (card: SyncedCard) => void;
}) {
  return (
    <div className="quick-add__choice">
      <p className="quick-add__reason">{reason}. Pick one:</p>
      <ul aria-label="Matching cards" className="quick-add__candidates">
        {candidates.map((card, index) => (
          <li key={card.product_id}>
            <button
              type="button"
              className={
                index === active
                  ? 'quick-add__candidate quick-add__candidate--active'
                  : 'quick-add__candidate'
              }
              aria-current={index === active ? 'true' : undefined}
              onClick={() => onPick(card)}
            >
              {describeCard(card)}{' '}
              <span className="muted">{LANGUAGE_TAGS[card.language] ?? ''}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
