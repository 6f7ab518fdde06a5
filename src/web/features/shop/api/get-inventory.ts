import { productPageSchema } from '#core/shop/product.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** GET /api/admin/shop/products[?search=]: every product, hidden ones included (admin). */
export const fetchInventory = async (search?: string) =>
  productPageSchema.parse(
    await requestJson(
      search
        ? `/api/admin/shop/products?search=${encodeURIComponent(search)}`
        : '/api/admin/shop/products',
    ),
  );
