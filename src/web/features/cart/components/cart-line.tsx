import { Link } from '@tanstack/react-router';
import type { CartItem } from '#core/cart/cart.schema.ts';
import { getUnitPrice, isMember } from '#core/cart/cart-totals.ts';
import { formatCents } from '#core/shop/money.ts';
import { productArtUrl } from '#core/shop/product-art.ts';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import { QuantityPicker } from './quantity-picker.tsx';
import './cart.css';

type Props = {
  item: CartItem;
  tier: number;
  error: string | undefined;
  onQuantity: (quantity: unknown) => void;
  onRemove: () => void;
  onNavigate: () => void;
};

export function CartLine({ item, tier, error, onQuantity, onRemove, onNavigate }: Props) {
  const unit = getUnitPrice(item, tier);
  return (
    <li className="cart-line" data-testid={`cart-line-${item.id}`}>
      <CatalogImage
        className="cart-line__image"
        src={item.images.mainImage ?? item.images.imageUrl}
        fallbackSrc={productArtUrl(item)}
        alt=""
        width={56}
        height={78}
      />
      <div className="cart-line__body">
        <Link to="/products/$id" params={{ id: String(item.id) }} onClick={onNavigate}>
          {item.name}
        </Link>
        <div className="cart-line__price">
          {formatCents(unit)}
          {isMember(tier) && unit < item.price ? (
            <s className="muted"> {formatCents(item.price)}</s>
          ) : null}
        </div>
        <div className="cart-line__controls">
          <QuantityPicker item={item} onChange={onQuantity} label={`Quantity of ${item.name}`} />
          <button type="button" className="link-button" onClick={onRemove}>
            Remove
          </button>
        </div>
        {error ? (
          <p className="field-error cart-line__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
}
