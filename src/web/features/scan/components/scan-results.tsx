import { useEffect, useRef } from 'react';
import type { ScanMatch, ScanResponse } from '#core/scan/scan-result.schema.ts';
import type { ScanAdds } from '../hooks/use-scan-adds.ts';
import { suggestsAdjusting } from '../lib/match-format.ts';
import { SingleResults } from './single-results.tsx';

/**
 * The results view: one item's matches (added at once, or to the review batch), or for multi and
 * binder scans how many cards were found (the review table below lists them).
 */
export function ScanResults({
  response,
  adds,
  added,
  onAdded,
  onAddToBatch,
  onRetake,
  onAdjust,
  onNavigate,
}: {
  response: ScanResponse;
  adds: ScanAdds;
  added: boolean;
  onAdded: () => void;
  /** A single scan's chosen match (with the others as alternatives) joins the review batch. */
  onAddToBatch: (matches: ScanMatch[]) => void;
  onRetake: () => void;
  /** Outline the card by hand and scan the same photo again (single-card scans). */
  onAdjust?: () => void;
  onNavigate: (href: string) => void;
}) {
  const scanNextRef = useRef<HTMLButtonElement>(null);
  const isMulti = response.scanMode !== 'single';
  const found = response.groups.filter((group) => group.matches.length > 0).length;

  useEffect(() => {
    if (added) {
      scanNextRef.current?.focus();
    }
  }, [added]);

  return (
    <section className="scan-results-panel" aria-label="Matches">
      {isMulti ? (
        <p className="scan-results__position">
          {found} {found === 1 ? 'card' : 'cards'} found
        </p>
      ) : (
        <SingleResults
          matches={response.results}
          adds={adds}
          onAdded={onAdded}
          onAddToBatch={onAddToBatch}
          onNavigate={onNavigate}
        />
      )}
      {onAdjust && !isMulti && suggestsAdjusting(response.results[0]) ? (
        <p className="scan-results__hint">
          Not sure this is the card? Adjust corners to outline it, then scan again.
        </p>
      ) : null}
      <div className="scan-results__footer">
        {added ? (
          <button ref={scanNextRef} type="button" className="button" onClick={onRetake}>
            Scan next
          </button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={onRetake}>
          Retake
        </button>
        {onAdjust && !isMulti ? (
          <button type="button" className="button button--secondary" onClick={onAdjust}>
            Adjust corners
          </button>
        ) : null}
      </div>
    </section>
  );
}
