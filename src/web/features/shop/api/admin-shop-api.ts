import type { Order } from '#core/shop/order.schema.ts';
import type { ProductInput, ProductPatch, ShopProduct } from '#core/shop/product.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

const BASE = '/api/admin/shop/products';

export const fetchInventory = (search?: string) =>
  requestJson<{ products: ShopProduct[]; total: number }>(
    search ? `${BASE}?search=${encodeURIComponent(search)}` : BASE,
  );

export const createProduct = (input: Partial<ProductInput>) =>
  requestJson<{ product: ShopProduct }>(BASE, { method: 'POST', body: input });

export const editProduct = (id: number, patch: ProductPatch) =>
  requestJson<{ product: ShopProduct }>(`${BASE}/${id}`, { method: 'PATCH', body: patch });

export const restockProduct = (id: number, delta: number) =>
  requestJson<{ product: ShopProduct }>(`${BASE}/${id}/restock`, {
    method: 'POST',
    body: { delta },
  });

export type AdminOrder = Order & { userId: number };

export const fetchAdminOrders = (status?: string) =>
  requestJson<{ items: AdminOrder[] }>(
    status ? `/api/admin/shop/orders?status=${status}` : '/api/admin/shop/orders',
  );

export const setOrderStatus = (
  id: number,
  change:
    | { status: 'paid' | 'refunded' | 'cancelled' }
    | { status: 'shipped'; trackingNumber: string },
) =>
  requestJson<{ order: AdminOrder }>(`/api/admin/shop/orders/${id}`, {
    method: 'PATCH',
    body: change,
  });

export const drawGiveaway = (month: string) =>
  requestJson<{ month: string; seed: string; winnerUserId: number | null; entries: number }>(
    `/api/admin/giveaways/${month}/draw`,
    { method: 'POST' },
  );
