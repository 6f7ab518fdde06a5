import { type KeyboardEvent, useState } from 'react';
import type { ScanMatch } from '#core/scan/scan-result.schema.ts';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import type { ScanAdds } from '../hooks/use-scan-adds.ts';
import { describeEdition, formatConfidence } from '../lib/match-format.ts';
import { AddToCollection } from './add-to-collection.tsx';
import { MatchSummary } from './match-summary.tsx';
import { ViewMatchLink } from './view-match-link.tsx';

/** Up to 3 matches for one item, one selected; the arrows rotate through them. */
export function SingleResults({
  matches,
  adds,
  onAdded,
  onAddToBatch,
  onNavigate,
}: {
  matches: ScanMatch[];
  adds: ScanAdds;
  onAdded: () => void;
  onAddToBatch: (matches: ScanMatch[]) => void;
  onNavigate: (href: string) => void;
}) {
  const [selected, setSelected] = useState(0);
  const match = matches[selected] ?? matches[0];
  if (!match) {
    return null;
  }
  const count = matches.length;
  const rotate = (step: number) => setSelected((current) => (current + step + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      rotate(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  return (
    <div className="scan-results">
      <p className="scan-results__position" aria-live="polite">
        Match {selected + 1} of {count}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are a shortcut for the two labelled buttons */}
      <div className="scan-results__carousel" onKeyDown={onKeyDown}>
        <button
          type="button"
          className="scan-results__arrow"
          aria-label="Previous match"
          disabled={count < 2}
          onClick={() => rotate(-1)}
        >
          ‹
        </button>
        <MatchSummary match={match} />
        <button
          type="button"
          className="scan-results__arrow"
          aria-label="Next match"
          disabled={count < 2}
          onClick={() => rotate(1)}
        >
          ›
        </button>
      </div>
      {count > 1 ? (
        <fieldset aria-label="Other matches" className="scan-results__others">
          {matches.map((candidate, index) => (
            <button
              key={candidate.database.product_id}
              type="button"
              className="scan-chip"
              aria-pressed={index === selected}
              onClick={() => setSelected(index)}
            >
              <CatalogImage
                src={candidate.database.image_url ?? candidate.identification.imageUrl}
                alt=""
                className="scan-chip__image"
              />
              {candidate.database.product_name}
              <span className="muted">
                {` · ${describeEdition(candidate)} · ${formatConfidence(candidate.confidence)}`}
              </span>
            </button>
          ))}
        </fieldset>
      ) : null}
      <div className="scan-results__actions">
        <ViewMatchLink match={match} onNavigate={onNavigate} />
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            onAddToBatch([match, ...matches.filter((candidate) => candidate !== match)])
          }
        >
          Add to batch
        </button>
      </div>
      <AddToCollection
        key={match.database.product_id}
        match={match}
        isAdding={adds.isAdding}
        add={async (item, options) => {
          if (await adds.addOne(item, options)) {
            onAdded();
          }
        }}
      />
    </div>
  );
}
