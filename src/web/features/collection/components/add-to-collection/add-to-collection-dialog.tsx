import { useEffect, useId, useRef, useState } from 'react';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { CollectionActions } from './collection-actions.tsx';

/** A button opening the collection block of one product in a dialog (sealed product lists). */
export function AddToCollectionButton({ product }: { product: TcgProduct }) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) {
      dialog.showModal();
    }
  }, [open]);

  return (
    <>
      <button
        type="button"
        className="button button--secondary collection-add-button"
        aria-label={`Add ${product.product_name} to collection or wishlist`}
        onClick={() => setOpen(true)}
      >
        Add to collection
      </button>
      {open ? (
        <dialog
          ref={dialogRef}
          className="dialog collection-dialog"
          aria-labelledby={titleId}
          onClose={() => setOpen(false)}
        >
          <div className="collection-dialog__head">
            <h2 id={titleId}>{product.product_name}</h2>
            <button
              type="button"
              className="link-button"
              onClick={() => dialogRef.current?.close()}
            >
              Close
            </button>
          </div>
          <CollectionActions product={product} />
        </dialog>
      ) : null}
    </>
  );
}
