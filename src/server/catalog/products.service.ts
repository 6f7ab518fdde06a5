import type pg from 'pg';
import type { OtherLanguages } from '#core/catalog/other-languages.schema.ts';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { listOtherLanguagePrintings } from './other-languages.repository.ts';
import {
  type CardLookup,
  getProductById,
  listProductsBySet,
  lookupCard,
} from './products.repository.ts';
import { hasSet } from './sets.repository.ts';

/** Every product of a set, or null when no such set exists (an empty set is `{ products: [] }`). */
export async function findSetProducts(
  pool: pg.Pool,
  setId: string,
): Promise<{ products: TcgProduct[] } | null> {
  const products = await listProductsBySet(pool, setId);
  return products.length === 0 && !(await hasSet(pool, setId)) ? null : { products };
}

/** One card by name, number and set name, or null. */
export async function findCard(pool: pg.Pool, lookup: CardLookup): Promise<TcgProduct | null> {
  return lookupCard(pool, lookup);
}

/** One card or sealed product by id, or null. */
export async function findProduct(pool: pg.Pool, id: string): Promise<TcgProduct | null> {
  return getProductById(pool, id);
}

/** The product's printings in other languages (decision 073), or null when it does not exist. */
export async function findOtherLanguages(
  pool: pg.Pool,
  id: string,
): Promise<OtherLanguages | null> {
  const cards = await listOtherLanguagePrintings(pool, id);
  return cards && { cards };
}
