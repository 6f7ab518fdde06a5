import type { ShopProduct } from '#core/shop/product.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** GET /api/admin/shop/products[?search=]: every product, hidden ones included (admin). */
export const fetchInventory = (search?: string) =>
  requestJson<{ products: ShopProduct[]; total: number }>(
    search
      ? `/api/admin/shop/products?search=${encodeURIComponent(search)}`
      : '/api/admin/shop/products',
  );
