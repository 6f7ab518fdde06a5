import type { CatalogLanguage } from '../catalog/catalog-language.ts';
import type { TcgProduct } from '../catalog/product.schema.ts';
import { getDefaultPrinting, getVariantOptions } from './client-rules.ts';
import type { ImportCandidate, ImportRowError } from './collection-csv.ts';
import { normalizeCardNumber, normalizeName, stripSeriesPrefix } from './collection-csv-values.ts';
import { coarseType, printingKey } from './printing-key.ts';
import type { UserProductInput } from './user-product.schema.ts';

export type ImportSet = {
  id: string;
  name: string | null;
  abbreviation: string | null;
  language: CatalogLanguage;
};

export type ImportProduct = Pick<
  TcgProduct,
  | 'product_id'
  | 'product_name'
  | 'number'
  | 'set_id'
  | 'language'
  | 'product_type'
  | 'variants'
  | 'tcgplayer_product_id'
>;

export type CatalogIndex = {
  byId: Map<string, ImportProduct>;
  byTcgplayerId: Map<number, { product: ImportProduct; variant: string | null }>;
  bySetNumber: Map<string, ImportProduct[]>;
  bySetName: Map<string, ImportProduct[]>;
};

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) {
    list.push(value);
  } else {
    map.set(key, [value]);
  }
}

export function buildCatalogIndex(products: readonly ImportProduct[]): CatalogIndex {
  const index: CatalogIndex = {
    byId: new Map(),
    byTcgplayerId: new Map(),
    bySetNumber: new Map(),
    bySetName: new Map(),
  };
  for (const product of products) {
    index.byId.set(product.product_id, product);
    if (product.tcgplayer_product_id) {
      index.byTcgplayerId.set(product.tcgplayer_product_id, { product, variant: null });
    }
    for (const variant of product.variants ?? []) {
      if (variant.tcgplayer_product_id && !index.byTcgplayerId.has(variant.tcgplayer_product_id)) {
        index.byTcgplayerId.set(variant.tcgplayer_product_id, {
          product,
          variant: printingKey(variant),
        });
      }
    }
    if (product.number) {
      addTo(index.bySetNumber, `${product.set_id}|${normalizeCardNumber(product.number)}`, product);
    }
    addTo(index.bySetName, `${product.set_id}|${normalizeName(product.product_name)}`, product);
  }
  return index;
}

/** The catalog set a row names, by id, code / abbreviation or name, in the row's language. */
export function findCandidateSet(
  candidate: Pick<ImportCandidate, 'setName' | 'setCode' | 'language'>,
  sets: readonly ImportSet[],
): ImportSet | null {
  const inLanguage = sets.filter((set) => set.language === candidate.language);
  const code = normalizeName(candidate.setCode);
  const name = candidate.setName ?? '';
  const names = [normalizeName(name), normalizeName(stripSeriesPrefix(name))].filter(Boolean);
  return (
    inLanguage.find((set) => set.id === name.trim()) ??
    inLanguage.find((set) => names.includes(normalizeName(set.name))) ??
    (code
      ? inLanguage.find(
          (set) => normalizeName(set.abbreviation) === code || normalizeName(set.id) === code,
        )
      : undefined) ??
    null
  );
}

function pickVariant(candidate: ImportCandidate, product: ImportProduct, hint: string | null) {
  const choices = getVariantOptions(product.variants);
  const options = choices.map((option) => option.value);
  const wanted = hint ?? candidate.variant;
  if (wanted && (candidate.variantIsExact || options.includes(wanted))) {
    return wanted;
  }
  // Another app's 'holo' is the card's default printing of that type (never a 1st edition).
  const ofType = choices.filter((option) => coarseType(option.value) === wanted);
  return getDefaultPrinting(ofType.length > 0 ? ofType : choices);
}

type Found = { product: ImportProduct; variant: string | null } | { message: string };

function findProduct(
  candidate: ImportCandidate,
  sets: readonly ImportSet[],
  index: CatalogIndex,
): Found {
  if (candidate.productId) {
    const product = index.byId.get(candidate.productId);
    if (product) {
      return { product, variant: null };
    }
  }
  if (candidate.tcgplayerId) {
    const hit = index.byTcgplayerId.get(candidate.tcgplayerId);
    if (hit) {
      return hit;
    }
  }
  const set = findCandidateSet(candidate, sets);
  if (!set) {
    const named = candidate.setName ?? candidate.setCode;
    return {
      message: candidate.productId
        ? `no catalog product "${candidate.productId}"`
        : named
          ? `no ${candidate.language} set "${named}" in the catalog`
          : 'the row names no set',
    };
  }
  const byNumber = candidate.number
    ? index.bySetNumber.get(`${set.id}|${normalizeCardNumber(candidate.number)}`)
    : undefined;
  const byName = index.bySetName.get(`${set.id}|${normalizeName(candidate.name)}`);
  const sameName = byNumber?.find((product) => byName?.includes(product));
  const product = sameName ?? byNumber?.[0] ?? (candidate.number ? undefined : byName?.[0]);
  if (product) {
    return { product, variant: null };
  }
  return {
    message: candidate.number
      ? `no card numbered ${candidate.number} in ${set.name ?? set.id}`
      : `no product named "${candidate.name ?? ''}" in ${set.name ?? set.id}`,
  };
}

export type MatchedRow = {
  line: number;
  product: ImportProduct;
  input: UserProductInput;
  /** Binder name; the importer turns it into a binder id. */
  binder: string | null;
};

/** Matches rows to catalog products: by product id, TCGplayer id, else set + number (or name). */
export function matchImportCandidates(
  candidates: readonly ImportCandidate[],
  sets: readonly ImportSet[],
  index: CatalogIndex,
): { matched: MatchedRow[]; unmatched: ImportRowError[] } {
  const matched: MatchedRow[] = [];
  const unmatched: ImportRowError[] = [];
  for (const candidate of candidates) {
    const found = findProduct(candidate, sets, index);
    if ('message' in found) {
      unmatched.push({ line: candidate.line, message: found.message });
      continue;
    }
    const { product } = found;
    const isCard = product.product_type === 'card';
    matched.push({
      line: candidate.line,
      product,
      binder: candidate.binder,
      input: {
        product_id: product.product_id,
        product_type: product.product_type,
        variant: pickVariant(candidate, product, found.variant),
        quantity: candidate.quantity,
        condition: candidate.condition,
        graded: isCard && candidate.graded,
        grading_company: isCard && candidate.graded ? candidate.grading_company : null,
        grade_score: isCard && candidate.graded ? candidate.grade_score : null,
        purchase_price: candidate.purchase_price,
        purchased_on: candidate.purchased_on,
        wishlist: candidate.wishlist,
        notes: candidate.notes,
        ...(candidate.created_at ? { created_at: candidate.created_at } : {}),
      },
    });
  }
  return { matched, unmatched };
}

/** Spec / server limit: a bulk create takes at most this many items, all or nothing. */
export function chunkItems<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}
