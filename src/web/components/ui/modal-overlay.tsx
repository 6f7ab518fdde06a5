import type { ReactNode } from 'react';

/**
 * A dialog's backdrop (`.modal-overlay` plus `className`): a press on the backdrop itself, not on
 * the dialog, dismisses it.
 */
export function ModalOverlay({
  className,
  onDismiss,
  children,
}: {
  className: string;
  onDismiss: () => void;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop closes the dialog; Escape does the same from the keyboard
    <div
      className={`modal-overlay ${className}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) {
          onDismiss();
        }
      }}
    >
      {children}
    </div>
  );
}
