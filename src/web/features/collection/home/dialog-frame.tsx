import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';

type Props = {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
};

/**
 * A modal form in the app's dialog style: focus moves into it on open and back on close,
 * Escape closes it.
 */
export function DialogFrame({ title, onClose, onSubmit, children }: Props) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = formRef.current?.querySelector<HTMLElement>(
      'input:not([type="hidden"]), select, textarea, button',
    );
    first?.focus();
    return () => previous?.focus?.();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <div className="dialog-backdrop">
      <form
        ref={formRef}
        className="dialog collection-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onSubmit={submit}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          }
        }}
        noValidate
      >
        <h2 id={titleId}>{title}</h2>
        {children}
      </form>
    </div>
  );
}

/** Cancel and submit at the foot of a DialogFrame; submit waits while `pending`. */
export function DialogActions({
  submitLabel,
  pending,
  onCancel,
  danger = false,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  danger?: boolean;
}) {
  return (
    <div className="collection-dialog__actions">
      <button type="button" className="button button--secondary" onClick={onCancel}>
        Cancel
      </button>
      <button
        type="submit"
        className={danger ? 'button button--danger' : 'button'}
        disabled={pending}
      >
        {pending ? '...' : submitLabel}
      </button>
    </div>
  );
}
