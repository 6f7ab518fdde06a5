import { Link } from '@tanstack/react-router';
import type { ShopProduct } from '#core/shop/product.schema.ts';
import { productArtUrl } from '#core/shop/product-art.ts';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import { ProductPrice } from './product-price.tsx';
import './shop.css';

export function ProductCard({ product, tier }: { product: ShopProduct; tier: number }) {
  return (
    <li className="product-card">
      <Link to="/products/$id" params={{ id: String(product.id) }} className="product-card__link">
        <CatalogImage
          className="product-card__image"
          src={product.images.mainImage ?? product.images.imageUrl}
          fallbackSrc={productArtUrl(product)}
          alt={`Picture of the ${product.name}`}
          width={400}
          height={400}
        />
        <span className="product-card__name">{product.name}</span>
      </Link>
      <ProductPrice product={product} tier={tier} />
      <span className={product.stock > 0 ? 'product-card__stock' : 'product-card__stock out'}>
        {product.stock > 0 ? `${product.stock} in stock` : 'Out of stock'}
      </span>
      {product.member_only ? <span className="badge">Members only</span> : null}
    </li>
  );
}
