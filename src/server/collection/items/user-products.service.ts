import type pg from 'pg';
import type { z } from 'zod';
import type { CardVariant } from '#core/catalog/product.schema.ts';
import { mergeLocation } from '#core/collection/binder-location.ts';
import { isPrintingOfProduct } from '#core/collection/client-rules.ts';
import { toStoredCopyLanguage } from '#core/collection/copy-language.ts';
import { overwritesNewer } from '#core/collection/item-version.ts';
import type {
  UserProduct,
  userProductInputSchema,
  userProductUpdateSchema,
} from '#core/collection/user-product.schema.ts';
import { AppError } from '#core/errors.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/executor.ts';
import { enforceQuota } from '../../quotas/enforce-quota.ts';
import { type ChangeContext, tagChanges } from '../history/change-context.ts';
import {
  checkLocations,
  rethrowPocketRace,
  storedLocation,
  toLocationColumns,
  toNewLocation,
} from './item-location.ts';
import { renderUserProducts } from './user-product-json.ts';
import {
  type CatalogProductKind,
  deleteUserProduct,
  findCatalogPrintings,
  findCatalogProductKinds,
  insertUserProducts,
  lockUserBinders,
  lockUserProduct,
  type NewUserProductRow,
  type UserProductRow,
  updateUserProduct,
} from './user-products.repository.ts';

export type ItemInput = z.output<typeof userProductInputSchema>;
export type ItemUpdate = z.output<typeof userProductUpdateSchema>;

/** A 400 naming the field (`products.2.product_id` in bulk calls). */
export function fieldError(field: string, message: string, code: string): AppError {
  return new AppError('VALIDATION_FAILED', `${field}: ${message}`, { field, code });
}

export function notFound(id: number): AppError {
  return new AppError('NOT_FOUND', `No collection item with id ${id}`);
}

const toCents = (dollars: number | null | undefined) =>
  dollars === undefined ? undefined : dollars === null ? null : Math.round(dollars * 100);

type Grading = { graded: boolean; company: string | null; grade: number | null };

/**
 * A graded item needs a company and a grade. An ungraded item carries neither: sending one
 * with graded false is rejected naming the field; stored ones are cleared when an update turns
 * grading off.
 */
function checkGrading(field: string, next: Grading, sent: Partial<Grading>): Grading {
  if (next.graded) {
    if (next.company === null) {
      throw fieldError(`${field}grading_company`, 'is required for a graded item', 'required');
    }
    if (next.grade === null) {
      throw fieldError(`${field}grade_score`, 'is required for a graded item', 'required');
    }
    return next;
  }
  if (sent.company != null) {
    throw fieldError(
      `${field}grading_company`,
      'only graded items have one (set graded to true)',
      'not_graded',
    );
  }
  if (sent.grade != null) {
    throw fieldError(
      `${field}grade_score`,
      'only graded items have one (set graded to true)',
      'not_graded',
    );
  }
  return { graded: false, company: null, grade: null };
}

type Known = {
  products: Map<string, CatalogProductKind>;
  binderIds: Set<number>;
  /** Printings of the products named with a full printing key (see checkPrinting). */
  printings: Map<string, CardVariant[] | null>;
};

/** A printing key must be one of the product's printings; a plain type is accepted as before. */
function checkPrinting(
  field: string,
  productId: string,
  variant: string | undefined,
  known: Known,
) {
  if (variant === undefined || isPrintingOfProduct(known.printings.get(productId), variant)) {
    return;
  }
  throw fieldError(
    `${field}variant`,
    `"${variant}" is not a printing of catalog product "${productId}"`,
    'unknown_printing',
  );
}

function checkProduct(
  field: string,
  productId: string,
  sentType: string | undefined,
  known: Known,
) {
  const product = known.products.get(productId);
  if (!product) {
    throw fieldError(
      `${field}product_id`,
      `no catalog product with id "${productId}"`,
      'unknown_product',
    );
  }
  if (sentType !== undefined && sentType !== product.type) {
    throw fieldError(
      `${field}product_type`,
      `"${sentType}" does not match the catalog product's type "${product.type}"`,
      'product_type_mismatch',
    );
  }
  return product;
}

function checkBinder(field: string, binderId: number | null | undefined, known: Known) {
  if (binderId != null && !known.binderIds.has(binderId)) {
    throw fieldError(
      `${field}binder_id`,
      `no binder with id ${binderId} in your collection`,
      'unknown_binder',
    );
  }
}

function toNewRow(
  userId: number,
  input: ItemInput,
  field: string,
  known: Known,
): NewUserProductRow {
  const product = checkProduct(field, input.product_id, input.product_type, known);
  const grading = checkGrading(
    field,
    {
      graded: input.graded,
      company: input.grading_company ?? null,
      grade: input.grade_score ?? null,
    },
    { company: input.grading_company, grade: input.grade_score },
  );
  checkBinder(field, input.binder_id, known);
  checkPrinting(field, input.product_id, input.variant, known);
  return {
    userId,
    productId: input.product_id,
    productType: product.type,
    variant: input.variant,
    apiId: input.api_id ?? input.product_id,
    wishlist: input.wishlist,
    quantity: input.quantity,
    condition: input.condition,
    graded: grading.graded,
    gradeScore: grading.grade,
    gradingCompany: grading.company,
    purchasePriceCents: toCents(input.purchase_price) ?? null,
    purchasedOn: input.purchased_on ?? null,
    notes: input.notes ?? null,
    ...toLocationColumns(toNewLocation(input)),
    forTrade: input.for_trade ?? false,
    copyLanguage: toStoredCopyLanguage(input.copy_language ?? null, product.language),
    ...(input.created_at ? { createdAt: checkCreatedAt(field, input.created_at) } : {}),
  };
}

/** An import may keep an item's original date; a date in the future is a mistake. */
function checkCreatedAt(field: string, value: string): Date {
  const date = new Date(value);
  if (date.getTime() > Date.now() + 60_000) {
    throw fieldError(`${field}created_at`, 'must not be in the future', 'future_date');
  }
  return date;
}

type Named = { productId: string; variant?: string | undefined };

async function loadKnown(tx: Tx, userId: number, named: Named[], binderIds: number[]) {
  const keyed = named.filter((item) => item.variant?.includes('/'));
  return {
    products: await findCatalogProductKinds(tx, [...new Set(named.map((item) => item.productId))]),
    binderIds: await lockUserBinders(tx, userId, [...new Set(binderIds)]),
    printings: await findCatalogPrintings(tx, [...new Set(keyed.map((item) => item.productId))]),
  };
}

/**
 * Adds items to the user's collection in one transaction: all of them, or none when any entry
 * is invalid (the error names `<fieldPrefix><index>.<field>` for bulk calls). Returns the ids.
 */
export async function createUserProducts(
  db: Db,
  userId: number,
  inputs: ItemInput[],
  { bulk, change }: { bulk: boolean; change?: ChangeContext },
): Promise<number[]> {
  return db
    .transaction(async (tx) => {
      await tagChanges(tx, change);
      await enforceQuota(tx, userId, 'collection_items', inputs.length);
      const binderIds = inputs.flatMap((input) =>
        input.binder_id == null ? [] : [input.binder_id],
      );
      const known = await loadKnown(
        tx,
        userId,
        inputs.map((input) => ({ productId: input.product_id, variant: input.variant })),
        binderIds,
      );
      const fields = inputs.map((_, index) => (bulk ? `products.${index}.` : ''));
      const rows = inputs.map((input, index) =>
        toNewRow(userId, input, fields[index] ?? '', known),
      );
      await checkLocations(
        tx,
        userId,
        inputs.map((input, index) => ({
          field: fields[index] ?? '',
          location: toNewLocation(input),
        })),
      );
      return insertUserProducts(tx, rows);
    })
    .catch(rethrowPocketRace);
}

function toChanges(
  row: UserProductRow,
  update: ItemUpdate,
  known: Known,
): Partial<NewUserProductRow> {
  const product = checkProduct('', row.productId, update.product_type, known);
  checkBinder('', update.binder_id, known);
  checkPrinting('', row.productId, update.variant, known);
  const grading = checkGrading(
    '',
    {
      graded: update.graded ?? row.graded,
      company: update.grading_company === undefined ? row.gradingCompany : update.grading_company,
      grade: update.grade_score === undefined ? row.gradeScore : update.grade_score,
    },
    { company: update.grading_company, grade: update.grade_score },
  );
  return {
    variant: update.variant,
    apiId: update.api_id === null ? row.productId : update.api_id,
    wishlist: update.wishlist,
    quantity: update.quantity,
    condition: update.condition,
    graded: grading.graded,
    gradeScore: grading.grade,
    gradingCompany: grading.company,
    purchasePriceCents: toCents(update.purchase_price),
    purchasedOn: update.purchased_on,
    notes: update.notes,
    forTrade: update.for_trade,
    copyLanguage:
      update.copy_language === undefined
        ? undefined
        : toStoredCopyLanguage(update.copy_language, product.language),
  };
}

/**
 * Changes the fields sent (others keep their values); 404 when the item is not the user's. The
 * later edit wins; when `seenVersion` (the updated_at the writer saw) is older than the stored
 * one, the version overwritten is returned (decision 076), else null.
 */
export async function changeUserProduct(
  db: Db,
  userId: number,
  id: number,
  update: ItemUpdate,
  seenVersion?: string,
  change?: ChangeContext,
): Promise<{ overwrote: string | null }> {
  return db
    .transaction(async (tx) => {
      await tagChanges(tx, change);
      const row = await lockUserProduct(tx, userId, id);
      if (!row) {
        throw notFound(id);
      }
      const stored = row.updatedAt.toISOString();
      const binderIds = update.binder_id == null ? [] : [update.binder_id];
      const known = await loadKnown(
        tx,
        userId,
        [{ productId: row.productId, variant: update.variant }],
        binderIds,
      );
      const changes = toChanges(row, update, known);
      const location = mergeLocation(storedLocation(row), update);
      await checkLocations(tx, userId, [{ field: '', itemId: id, location }]);
      await updateUserProduct(tx, userId, id, { ...changes, ...toLocationColumns(location) });
      return { overwrote: overwritesNewer(stored, seenVersion) ? stored : null };
    })
    .catch(rethrowPocketRace);
}

/** The user's items with these ids, in the order of `ids` (ids not theirs are left out). */
export async function loadUserProducts(
  pool: pg.Pool,
  userId: number,
  ids: number[],
): Promise<UserProduct[]> {
  const items = JSON.parse(
    (await renderUserProducts(pool, userId, ids)).toString('utf8'),
  ) as UserProduct[];
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Removes the user's item; 404 when it is not theirs. */
export async function removeUserProduct(
  db: Db,
  userId: number,
  id: number,
  change?: ChangeContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tagChanges(tx, change);
    if (!(await deleteUserProduct(tx, userId, id))) {
      throw notFound(id);
    }
  });
}
