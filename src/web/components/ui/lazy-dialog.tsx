import { type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

/** Why a dialog closed: a dismissed one gives the focus back to the button that opened it. */
export type DialogCloseReason = 'dismiss' | 'navigate';

/** Open state of a dialog opened by a button. */
export function useDialogButton() {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback((reason: DialogCloseReason) => {
    setIsOpen(false);
    if (reason === 'dismiss') {
      buttonRef.current?.focus();
    }
  }, []);
  return { isOpen, open: useCallback(() => setIsOpen(true), []), close, buttonRef };
}

/**
 * A lazily loaded dialog, rendered into the body: the header may create a containing block for
 * its fixed overlay.
 */
export function DialogPortal({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  return isOpen
    ? createPortal(<Suspense fallback={null}>{children}</Suspense>, document.body)
    : null;
}
