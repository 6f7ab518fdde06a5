import { type ReactNode, useState } from 'react';
import { DialogActions, DialogFrame } from './dialog-frame.tsx';

/** Asks before something is removed; the confirm button waits for `onConfirm`. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The mutation hooks show the error in a toast; the dialog stays open for another try.
      setPending(false);
    }
  };
  return (
    <DialogFrame title={title} onClose={onClose} onSubmit={() => void confirm()}>
      {children}
      <DialogActions submitLabel={confirmLabel} pending={pending} onCancel={onClose} danger />
    </DialogFrame>
  );
}
