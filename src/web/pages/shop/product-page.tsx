import { useParams } from '@tanstack/react-router';
import { toast } from 'react-toastify';
import { idSchema } from '#core/http/row-id.schema.ts';
import { toCartItem } from '../../features/cart/cart-item.ts';
import { cartStore } from '../../features/cart/use-cart.ts';
import { ProductScreen } from '../../features/shop/components/product-screen.tsx';
import { useSession } from '../../lib/session/session-context.tsx';
import { NotFoundPage } from '../not-found-page.tsx';

export function ProductPage() {
  const session = useSession();
  const { id } = useParams({ strict: false }) as { id?: string };
  const parsed = idSchema.safeParse(id);
  if (!parsed.success) {
    return <NotFoundPage />;
  }
  const productId = parsed.data;
  return (
    <ProductScreen
      key={productId}
      id={productId}
      tier={session.user?.membership_tier ?? 0}
      onAddToCart={(product, quantity) => {
        cartStore.add(toCartItem(product, quantity));
        cartStore.open();
        toast.success(`${product.name} added to your cart`);
      }}
    />
  );
}
