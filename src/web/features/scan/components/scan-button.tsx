import { useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy } from 'react';
import { DialogPortal, useDialogButton } from '#web/components/ui/lazy-dialog.tsx';
import { loginPathFor } from '../../../lib/auth/auth-settings.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import type { PageScan } from './scan-modal.tsx';
import './scan-button.css';

const loadModal = () => import('./scan-modal.tsx');
const ScanModal = lazy(() => loadModal().then((module) => ({ default: module.ScanModal })));

/**
 * Opens the scan dialog; its code (camera, capture, results) loads on first use. Signed-out
 * visitors go to the auth page and come back here.
 */
export function ScanButton({
  placement = 'nav',
  pageScan,
}: {
  placement?: 'nav' | 'page';
  /** Opens in binder-page mode and hands the scanned page back (the audit walk, issue 32). */
  pageScan?: PageScan | undefined;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });
  const dialog = useDialogButton();
  const { isOpen, buttonRef } = dialog;

  const open = () => {
    if (session.status !== 'signedIn') {
      void navigate({ href: loginPathFor(href) });
      return;
    }
    dialog.open();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={placement === 'nav' ? 'scan-button' : 'button scan-button--page'}
        aria-label={pageScan ? 'Scan this page' : placement === 'nav' ? 'Scan' : 'Scan cards'}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        title="Identify cards and sealed products with your camera"
        onClick={open}
        onPointerEnter={() => void loadModal().catch(() => {})}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
          <rect
            x="9"
            y="7.5"
            width="6"
            height="9"
            rx="1"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
        <span className={placement === 'nav' ? 'scan-button__label' : undefined}>
          {pageScan ? 'Scan this page' : placement === 'nav' ? 'Scan' : 'Scan cards'}
        </span>
      </button>
      <DialogPortal isOpen={isOpen}>
        <ScanModal onClose={dialog.close} pageScan={pageScan} />
      </DialogPortal>
    </>
  );
}
