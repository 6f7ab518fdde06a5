import { useRouter } from '@tanstack/react-router';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import type { FilePageEntry } from '#core/collection/binder-location.schema.ts';
import type { ScanMode, ScanType } from '#core/scan/scan-result.schema.ts';
import { CornerEditor } from '#web/components/corner-editor/corner-editor.tsx';
import type { DialogCloseReason } from '#web/components/ui/lazy-dialog.tsx';
import { ModalOverlay } from '#web/components/ui/modal-overlay.tsx';
import { useCamera } from '#web/hooks/use-camera.ts';
import { handleDialogKey } from '#web/lib/dialog-keys.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useScanAdds } from '../hooks/use-scan-adds.ts';
import { useScanFlow } from '../hooks/use-scan-flow.ts';
import { matchNames, toPageEntries } from '../lib/page-entries.ts';
import { EMPTY_BATCH, reviewReducer } from '../lib/review-batch.ts';
import { CameraPanel } from './camera-panel.tsx';
import { FileIntoBinder } from './file-into-binder.tsx';
import { ReviewTable } from './review-table.tsx';
import { ScanResults } from './scan-results.tsx';
import './scan.css';

const TITLES = {
  camera: 'Scan a card or product',
  corners: 'Adjust corners',
  results: 'Scan results',
} as const;

/** A scan asked for by a page (the audit walk): its cards in reading order go back to it. */
export type PageScan = { label: string; onScanned: (entries: FilePageEntry[]) => void };

/**
 * The scan dialog (spec sections 2 and 4): camera with the Cards / Sealed toggle, then the
 * results. The camera keeps running under the results, so 'Scan next' is instant; it stops
 * when the dialog closes.
 */
export function ScanModal({
  onClose,
  pageScan,
}: {
  onClose: (reason: DialogCloseReason) => void;
  pageScan?: PageScan | undefined;
}) {
  const router = useRouter();
  const session = useSession();
  const isMember = (session.user?.membership_tier ?? 0) !== 0;
  const [scanType, setScanType] = useState<ScanType>('cards');
  const [scanMode, setScanMode] = useState<ScanMode>(pageScan ? 'binder' : 'single');
  const effectiveMode = scanType === 'cards' && isMember ? scanMode : 'single';
  const camera = useCamera();
  const flow = useScanFlow({ scanType, scanMode: effectiveMode });
  const adds = useScanAdds();
  const [added, setAdded] = useState(false);
  // The review table's cards: kept across "Scan next" until they are added (or the dialog closes).
  const [batch, dispatchBatch] = useReducer(reviewReducer, EMPTY_BATCH);
  const batchedResponse = useRef<unknown>(null);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const captureRef = useRef<HTMLButtonElement>(null);
  const { state } = flow;
  const isEditing =
    state.status === 'adjusting' || (state.status === 'processing' && !!state.corners);
  const view = state.status === 'results' ? 'results' : isEditing ? 'corners' : 'camera';

  useEffect(() => dialogRef.current?.focus(), []);
  useEffect(() => {
    if (view === 'camera') {
      camera.resume();
      captureRef.current?.focus();
    } else {
      dialogRef.current?.focus();
    }
  }, [view, camera.resume]);

  // A multi or binder scan's cards join the batch once (not again on a re-render).
  useEffect(() => {
    if (
      state.status === 'results' &&
      state.response.scanMode !== 'single' &&
      batchedResponse.current !== state.response
    ) {
      batchedResponse.current = state.response;
      dispatchBatch({ type: 'scanned', groups: state.response.groups });
    }
  }, [state]);

  const navigate = (href: string) => {
    onClose('navigate');
    void router.navigate({ href });
  };
  const scanNext = () => {
    setAdded(false);
    flow.retake();
  };
  const adjust = () => {
    setAdded(false);
    flow.adjust();
  };
  // On the document, not the dialog: a control that gets disabled (Capture while a scan runs)
  // drops the focus to the page body.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) =>
      void handleDialogKey(event, dialogRef.current, () => onClose('dismiss'));
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <ModalOverlay className="scan-overlay" onDismiss={() => onClose('dismiss')}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="scan-modal modal-panel"
        tabIndex={-1}
      >
        <header className="scan-modal__header">
          <h2 id={titleId}>{TITLES[view]}</h2>
          <button
            type="button"
            className="scan-modal__close"
            aria-label="Close scanner"
            onClick={() => onClose('dismiss')}
          >
            ✕
          </button>
        </header>
        <div hidden={view !== 'camera'}>
          <CameraPanel
            scanType={scanType}
            scanMode={effectiveMode}
            isMember={isMember}
            state={state}
            camera={camera}
            photo={flow.photo}
            onRetake={scanNext}
            canAdjust={flow.canAdjust}
            onAdjust={adjust}
            captureRef={captureRef}
            onTypeChange={setScanType}
            onModeChange={setScanMode}
            onSubmit={(makeImage, source) => void flow.submit(makeImage, source)}
            onNavigate={navigate}
          />
        </div>
        {view === 'corners' && flow.photo ? (
          <CornerEditor
            photo={flow.photo}
            detected={(state.status === 'adjusting' ? state.detected : null) ?? flow.lastCorners}
            busy={state.status === 'processing'}
            onScan={(corners) => void flow.rescan(corners)}
            onCancel={flow.cancelAdjust}
          />
        ) : null}
        {state.status === 'results' ? (
          <ScanResults
            response={state.response}
            adds={adds}
            added={added}
            onAdded={() => setAdded(true)}
            onAddToBatch={(matches) => {
              dispatchBatch({ type: 'scanned', groups: [{ matches, corners: null }] });
              scanNext();
            }}
            onRetake={scanNext}
            onAdjust={flow.canAdjust ? adjust : undefined}
            onNavigate={navigate}
          />
        ) : null}
        {view !== 'corners' && batch.rows.length > 0 ? (
          <ReviewTable
            batch={batch}
            dispatch={dispatchBatch}
            photo={flow.photo}
            adds={adds}
            onAdded={() => setAdded(true)}
            onNavigate={navigate}
          />
        ) : null}
        {state.status === 'results' && state.response.scanMode === 'binder' ? (
          pageScan ? (
            <button
              type="button"
              className="button"
              onClick={() => {
                pageScan.onScanned(toPageEntries(batch.rows));
                onClose('dismiss');
              }}
            >
              Use these cards for {pageScan.label}
            </button>
          ) : (
            <FileIntoBinder entries={toPageEntries(batch.rows)} names={matchNames(batch.rows)} />
          )
        ) : null}
      </div>
    </ModalOverlay>
  );
}
