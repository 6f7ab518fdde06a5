import { useEffect, useState } from 'react';
import type { CartItem } from '#core/cart/cart.schema.ts';
import { validateStock } from './api/validate-stock.ts';

/** Re-checks the cart's stock on the server whenever the lines change (while enabled). */
export function useStockCheck(items: CartItem[], enabled: boolean) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const key = items.map((item) => `${item.id}:${item.quantity}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key captures the lines
  useEffect(() => {
    if (!enabled || items.length === 0) {
      setErrors({});
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      validateStock(items)
        .then((result) => live && setErrors(result.errors))
        .catch(() => {});
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, enabled]);
  return { errors, setErrors };
}
