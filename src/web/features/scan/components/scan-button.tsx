import { useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { loginPathFor } from '../../../lib/auth/auth-settings.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import type { ScanCloseReason } from './scan-modal.tsx';

const loadModal = () => import('./scan-modal.tsx');
const ScanModal = lazy(() => loadModal().then((module) => ({ default: module.ScanModal })));

/**
 * Opens the scan dialog; its code (camera, capture, results) loads on first use. Signed-out
 * visitors go to the auth page and come back here.
 */
export function ScanButton({ placement = 'nav' }: { placement?: 'nav' | 'page' }) {
  const session = useSession();
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const open = () => {
    if (session.status !== 'signedIn') {
      void navigate({ href: loginPathFor(href) });
      return;
    }
    setIsOpen(true);
  };
  const close = useCallback((reason: ScanCloseReason) => {
    setIsOpen(false);
    if (reason === 'dismiss') {
      buttonRef.current?.focus();
    }
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={placement === 'nav' ? 'scan-button' : 'button scan-button--page'}
        aria-label={placement === 'nav' ? 'Scan' : 'Scan cards'}
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
          {placement === 'nav' ? 'Scan' : 'Scan cards'}
        </span>
      </button>
      {isOpen
        ? // A portal: the header may create a containing block for the fixed overlay.
          createPortal(
            <Suspense fallback={null}>
              <ScanModal onClose={close} />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
