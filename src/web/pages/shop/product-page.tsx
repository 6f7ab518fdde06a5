import { useParams } from '@tanstack/react-router';
import { announceAddedToCart } from '../../features/cart/added-notice.ts';
import { toCartItem } from '../../features/cart/cart-item.ts';
import { cartStore } from '../../features/cart/use-cart.ts';
import { ProductScreen } from '../../features/shop/components/product-screen.tsx';
import { readRowId } from '../../lib/router/row-id-param.ts';
import { useSession } from '../../lib/session/session-context.tsx';

export function ProductPage() {
  const session = useSession();
  // The route let only a valid row id through (any other is the not-found page).
  const productId = readRowId(useParams({ strict: false }).id);
  return (
    <ProductScreen
      key={productId}
      id={productId}
      tier={session.user?.membership_tier ?? 0}
      onAddToCart={(product, quantity) => {
        cartStore.add(toCartItem(product, quantity));
        cartStore.open();
        announceAddedToCart(product.name);
      }}
    />
  );
}
