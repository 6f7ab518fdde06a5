import { useEffect, useRef } from 'react';
import type { ScanResponse } from '#core/scan/scan-result.schema.ts';
import type { ScanAdds } from '../hooks/use-scan-adds.ts';
import { suggestsAdjusting } from '../lib/match-format.ts';
import { MultiResults } from './multi-results.tsx';
import { SingleResults } from './single-results.tsx';

/** The results view: one item's matches, or one group per card for multi and binder scans. */
export function ScanResults({
  response,
  photo,
  adds,
  added,
  onAdded,
  onRetake,
  onAdjust,
  onNavigate,
}: {
  response: ScanResponse;
  /** The photo that was scanned (multi-card results outline each card on it). */
  photo: Blob | null;
  adds: ScanAdds;
  added: boolean;
  onAdded: () => void;
  onRetake: () => void;
  /** Outline the card by hand and scan the same photo again (single-card scans). */
  onAdjust?: () => void;
  onNavigate: (href: string) => void;
}) {
  const scanNextRef = useRef<HTMLButtonElement>(null);
  const isMulti = response.scanMode !== 'single';

  useEffect(() => {
    if (added) {
      scanNextRef.current?.focus();
    }
  }, [added]);

  return (
    <section className="scan-results-panel" aria-label="Matches">
      {isMulti ? (
        <MultiResults
          groups={response.groups}
          isBinderPage={response.scanMode === 'binder'}
          photo={photo}
          adds={adds}
          onAdded={onAdded}
          onNavigate={onNavigate}
        />
      ) : (
        <SingleResults
          matches={response.results}
          adds={adds}
          onAdded={onAdded}
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
