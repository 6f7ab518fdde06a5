import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Condition } from '#core/collection/user-product.schema.ts';
import { ModalOverlay } from '../ui/modal-overlay.tsx';
import { PriceDetailsPanel } from './price-details-panel.tsx';
import { usePriceDetails } from './price-details-query.ts';
import './price-details.css';

type Props = {
  productId: string;
  variant?: string | null;
  condition?: Condition;
  /** Names the price in the button's accessible name ("Price details for Pikachu"). */
  label?: string;
  /** What the button shows (the price itself, where space is tight); "Price details" else. */
  children?: ReactNode;
  /** The accessible name when `children` show something else (it must contain their text). */
  ariaLabel?: string;
  className?: string;
};

function PriceDetailsDialog({
  onClose,
  children: _children,
  ...ref
}: Props & { onClose: () => void }) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const details = usePriceDetails(ref, true);
  useEffect(() => {
    closeRef.current?.focus();
  }, []);
  // On the page's body: a collection tile (a positioned, clipped grid cell) would trap it.
  return createPortal(
    <ModalOverlay className="price-details__overlay" onDismiss={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="modal-panel price-details__panel"
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            onClose();
          }
        }}
      >
        <header className="price-details__header">
          <h2 id={titleId}>Price details{ref.label ? `: ${ref.label}` : ''}</h2>
          <button type="button" ref={closeRef} onClick={onClose}>
            Close
          </button>
        </header>
        {details.data ? (
          <PriceDetailsPanel details={details.data} />
        ) : details.isError ? (
          <p role="alert">Could not load the price details. Please try again.</p>
        ) : (
          <p className="muted">Loading…</p>
        )}
      </div>
    </ModalOverlay>,
    document.body,
  );
}

/** A "Price details" button that opens where the price beside it comes from. */
export function PriceDetailsButton(props: Props) {
  const [isOpen, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  return (
    <>
      <button
        type="button"
        ref={toggleRef}
        className={props.className ?? 'price-details__toggle'}
        aria-haspopup="dialog"
        aria-label={
          props.ariaLabel ?? (props.label ? `Price details for ${props.label}` : undefined)
        }
        onClick={() => setOpen(true)}
      >
        {props.children ?? 'Price details'}
      </button>
      {isOpen ? (
        <PriceDetailsDialog {...props} condition={props.condition ?? 'NM'} onClose={close} />
      ) : null}
    </>
  );
}
