import type { DragEvent } from 'react';
import type { UserProduct } from '#core/collection/user-product.schema.ts';
import { getGradeLabel } from '../../../components/collection/item-format.ts';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';

/** A copy in a pocket (or waiting for one): pick it with a click or drag it to a pocket. */
export function PocketCard(props: {
  item: UserProduct;
  isPicked: boolean;
  onPick: () => void;
  onDrop?: (event: DragEvent) => void;
}) {
  const { item } = props;
  return (
    <li
      className="binder-pocket"
      aria-label={item.product_name}
      draggable
      onDragStart={(event) => event.dataTransfer.setData('text/plain', String(item.id))}
      onDragOver={props.onDrop ? (event) => event.preventDefault() : undefined}
      onDrop={props.onDrop}
    >
      <CatalogImage src={item.TCGProduct.image_url} alt="" className="binder-pocket__image" />
      <span className="binder-pocket__name">{item.product_name}</span>
      <span className="binder-pocket__meta">
        {getGradeLabel(item)} · ×{item.quantity}
      </span>
      <button
        type="button"
        className="link-button binder-pocket__pick"
        aria-pressed={props.isPicked}
        onClick={props.onPick}
      >
        {props.isPicked ? 'Picked' : 'Move'}
      </button>
    </li>
  );
}
