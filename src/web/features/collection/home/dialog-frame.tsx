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
