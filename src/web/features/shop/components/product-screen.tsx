import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { getQuantityLimit } from '#core/cart/cart-limits.ts';
import { getQuantityControls, normalizeQuantity } from '#core/cart/cart-quantity.ts';
import { isMember } from '#core/cart/cart-totals.ts';
import type { ShopProduct } from '#core/shop/product.schema.ts';
import { productArtUrl } from '#core/shop/product-art.ts';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import { useProduct } from '../use-product-store.ts';
import { ProductPrice } from './product-price.tsx';
import '../../../components/shop/quantity-picker.css';
import './shop.css';

type Props = {
  id: number;
  tier: number;
  onAddToCart: (product: ShopProduct, quantity: number) => void;
};

/** /products/{id}: images, price, member price, stock, a quantity picker and add to cart. */
export function ProductScreen({ id, tier, onAddToCart }: Props) {
  const store = useProduct(id);
  const [quantity, setQuantity] = useState(1);
  const product = store.current;

  if (store.error) {
    return (
      <section className="product-page">
        <p className="field-error" role="alert">
          {store.error}
        </p>
        <Link to="/shop">Back to the shop</Link>
      </section>
    );
  }
  if (!product) {
    return <p className="muted">Loading product…</p>;
  }
  const limit = getQuantityLimit(product.id, product.stock);
  const controls = getQuantityControls({ id: product.id, quantity, stock: product.stock });
  const blockedForMembers = product.member_only && !isMember(tier);
  const set = (raw: unknown) => setQuantity(normalizeQuantity(raw, limit));
  const images = [product.images.mainImage, product.images.imageUrl].filter(
    (src, index, all): src is string => Boolean(src) && all.indexOf(src) === index,
  );

  return (
    <section className="product-page">
      <Link to="/shop" className="muted">
        ← Shop
      </Link>
      <div className="product-page__layout">
        <div className="product-page__images">
          <CatalogImage
            src={images[0]}
            fallbackSrc={productArtUrl(product)}
            alt={`Picture of the ${product.name}`}
            width={400}
            height={400}
            className="product-page__image"
            loading="eager"
          />
          {images.slice(1).map((src) => (
            <CatalogImage
              key={src}
              src={src}
              fallbackSrc={productArtUrl(product)}
              alt=""
              className="product-page__thumb"
            />
          ))}
        </div>
        <div className="product-page__info">
          <h1>{product.name}</h1>
          {product.member_only ? <span className="badge">Rare product: members only</span> : null}
          <ProductPrice product={product} tier={tier} />
          <p className={product.stock > 0 ? 'product-card__stock' : 'product-card__stock out'}>
            {product.stock > 0 ? `${product.stock} in stock` : 'Out of stock'}
          </p>
          <p>{product.description}</p>
          <div className="product-page__buy">
            <fieldset className="quantity-picker" aria-label="Quantity to add">
              <button
                type="button"
                aria-label="Decrease quantity"
                disabled={!controls.canDecrease}
                onClick={() => set(quantity - 1)}
              >
                −
              </button>
              <input
                type="number"
                aria-label="Quantity"
                min={1}
                max={Math.max(1, limit)}
                value={quantity}
                onChange={(event) => set(event.target.value)}
              />
              <button
                type="button"
                aria-label="Increase quantity"
                disabled={!controls.canIncrease}
                onClick={() => set(quantity + 1)}
              >
                +
              </button>
            </fieldset>
            <button
              type="button"
              className="button"
              disabled={product.stock <= 0 || blockedForMembers}
              onClick={() => onAddToCart(product, quantity)}
            >
              Add to cart
            </button>
          </div>
          {blockedForMembers ? (
            <p className="muted">
              Only members can buy rare products. <Link to="/memberships">Become a member</Link>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
