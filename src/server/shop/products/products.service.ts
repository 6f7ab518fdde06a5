import { AppError } from '#core/errors.ts';
import type { ProductInput, ProductPatch, ShopProduct } from '#core/shop/product.schema.ts';
import { recordAdminAction } from '../../audit/audit-log.repository.ts';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { notifyWishlistersBackInStock } from './back-in-stock.ts';
import {
  adjustStock,
  categoryExists,
  findProduct,
  insertProduct,
  listCategories,
  listProducts,
  type ProductFilter,
  type ProductRow,
  toShopProduct,
  updateProduct,
} from './products.repository.ts';

function found<T>(row: T | undefined): T {
  if (!row) {
    throw new AppError('NOT_FOUND', 'Product not found');
  }
  return row;
}

/** One page of products matching the filter, with the total count. */
export async function listShopProducts(db: Db, filter: ProductFilter) {
  const { rows, total } = await listProducts(db, filter);
  return { products: rows.map(toShopProduct), total };
}

/** One product; a hidden one only for an admin (404 for anyone else). */
export async function getShopProduct(db: Db, id: number, isAdmin: boolean): Promise<ShopProduct> {
  const row = await findProduct(db, id);
  if (!row || (row.hidden && !isAdmin)) {
    throw new AppError('NOT_FOUND', 'Product not found');
  }
  return toShopProduct(row);
}

export async function listShopCategories(db: Db) {
  return listCategories(db);
}

/** 400 naming categoryId when the category does not exist. */
async function checkCategory(db: Executor, id: number | null | undefined) {
  if (id !== null && id !== undefined && !(await categoryExists(db, id))) {
    throw new AppError('VALIDATION_FAILED', 'categoryId: no such category', {
      field: 'categoryId',
      code: 'not_found',
    });
  }
}

/** Changes one product and records the change with its before and after, in one transaction. */
async function changeAudited(
  db: Db,
  adminId: number,
  id: number,
  action: string,
  change: (tx: Executor) => Promise<ProductRow | undefined>,
) {
  return db.transaction(async (tx) => {
    const before = found(await findProduct(tx, id));
    const changed = found(await change(tx));
    await notifyWishlistersBackInStock(tx, before, changed);
    const after = toShopProduct(changed);
    await recordAdminAction(tx, {
      adminId,
      action,
      targetType: 'product',
      targetId: id,
      before: toShopProduct(before),
      after,
    });
    return after;
  });
}

/** Creates a product and records it in the audit log, in one transaction. */
export async function createProduct(
  db: Db,
  adminId: number,
  input: ProductInput,
): Promise<ShopProduct> {
  await checkCategory(db, input.categoryId);
  return db.transaction(async (tx) => {
    const created = await insertProduct(tx, input);
    const after = toShopProduct(created);
    await recordAdminAction(tx, {
      adminId,
      action: 'product.create',
      targetType: 'product',
      targetId: created.id,
      before: null,
      after,
    });
    return after;
  });
}

/** Edits a product (audited). */
export async function editProduct(db: Db, adminId: number, id: number, patch: ProductPatch) {
  await checkCategory(db, patch.categoryId);
  return changeAudited(db, adminId, id, 'product.update', (tx) => updateProduct(tx, id, patch));
}

/** Adds to (or corrects) the stock (audited). */
export async function restockProduct(db: Db, adminId: number, id: number, delta: number) {
  return changeAudited(db, adminId, id, 'product.restock', (tx) => adjustStock(tx, id, delta));
}
