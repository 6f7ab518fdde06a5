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
  | 'set_name'
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

export type SetIndex = {
  byKey: Map<string, ImportSet>;
  list: readonly ImportSet[];
  /** Answers of the slow fallback, per language and name. */
  fuzzy: Map<string, ImportSet | null>;
};

/** Sets by `language|kind|key` for their id, name and code / abbreviation. */
export function buildSetIndex(sets: readonly ImportSet[]): SetIndex {
  const byKey = new Map<string, ImportSet>();
  const add = (set: ImportSet, kind: string, key: string) => {
    const full = `${set.language}|${kind}|${key}`;
    if (key && !byKey.has(full)) {
      byKey.set(full, set);
    }
  };
  for (const set of sets) {
    add(set, 'id', set.id);
    add(set, 'name', normalizeName(set.name));
    add(set, 'code', normalizeName(set.abbreviation));
    add(set, 'code', normalizeName(set.id));
  }
  return { byKey, list: sets, fuzzy: new Map() };
}

/**
 * Other apps put a series before the set name ('Scarlet & Violet 151', 'Pokemon Base Set'):
 * the set whose name ends the row's set name, the longest such name winning.
 */
function findBySuffix(sets: SetIndex, language: string, name: string): ImportSet | null {
  const memoKey = `${language}|${name}`;
  const known = sets.fuzzy.get(memoKey);
  if (known !== undefined) {
    return known;
  }
  let best: ImportSet | null = null;
  let bestLength = 0;
  for (const set of sets.list) {
    const setName = normalizeName(set.name);
    if (
      set.language === language &&
      setName.length >= 3 &&
      setName.length > bestLength &&
      name.endsWith(setName)
    ) {
      best = set;
      bestLength = setName.length;
    }
  }
  sets.fuzzy.set(memoKey, best);
  return best;
}

/** The catalog set a row names, by id, name or code / abbreviation, in the row's language. */
export function findCandidateSet(
  candidate: Pick<ImportCandidate, 'setName' | 'setCode' | 'language'>,
  sets: SetIndex,
): ImportSet | null {
  const at = (kind: string, key: string) =>
    key ? sets.byKey.get(`${candidate.language}|${kind}|${key}`) : undefined;
  const name = candidate.setName ?? '';
  const normalized = normalizeName(name);
  return (
    at('id', name.trim()) ??
    at('name', normalized) ??
    at('name', normalizeName(stripSeriesPrefix(name))) ??
    at('id', (candidate.setCode ?? '').trim()) ??
    at('code', normalizeName(candidate.setCode)) ??
    // Some apps write the set code in the set column.
    at('code', normalized) ??
    (normalized ? findBySuffix(sets, candidate.language, normalized) : null)
  );
}

export type ImportChoice = { product: ImportProduct; variant: string };

/**
 * The printing a row means on a product: our own files name it exactly; another app's plain
 * type ('holo') is the card's default printing of that type (never a 1st edition), so files
 * from apps that know only the coarse type import without a pick.
 */
function printingChoices(candidate: ImportCandidate, product: ImportProduct, hint: string | null) {
  const choices = getVariantOptions(product.variants);
  const options = choices.map((option) => option.value);
  const wanted = hint ?? candidate.variant;
  if (wanted && (candidate.variantIsExact || options.includes(wanted))) {
    return [wanted];
  }
  const ofType = wanted
    ? choices.filter((option) => coarseType(option.value) === coarseType(wanted))
    : [];
  return [getDefaultPrinting(ofType.length > 0 ? ofType : choices)];
}

type Found = { products: ImportProduct[]; variant: string | null } | { message: string };

function findProducts(candidate: ImportCandidate, sets: SetIndex, index: CatalogIndex): Found {
  if (candidate.productId) {
    const product = index.byId.get(candidate.productId);
    if (product) {
      return { products: [product], variant: null };
    }
  }
  if (candidate.tcgplayerId) {
    const hit = index.byTcgplayerId.get(candidate.tcgplayerId);
    if (hit) {
      return { products: [hit.product], variant: hit.variant };
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
  const sameName = byNumber?.filter((product) => byName?.includes(product)) ?? [];
  // Number and name naming two different cards: the user picks.
  const disagree = sameName.length === 0 && byNumber && byName ? [...byNumber, ...byName] : null;
  const products =
    sameName.length > 0 ? sameName : (disagree ?? byNumber ?? (candidate.number ? [] : byName));
  if (products && products.length > 0) {
    return { products, variant: null };
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

export type AmbiguousRow = {
  line: number;
  candidate: ImportCandidate;
  /** What the row can mean: several products, or several printings of one. */
  choices: ImportChoice[];
};

const MAX_CHOICES = 12;

/** The row as an item of `product` in printing `variant`. */
export function toMatchedRow(candidate: ImportCandidate, choice: ImportChoice): MatchedRow {
  const { product, variant } = choice;
  const isGraded = product.product_type === 'card' && candidate.graded;
  return {
    line: candidate.line,
    product,
    binder: candidate.binder,
    input: {
      product_id: product.product_id,
      product_type: product.product_type,
      variant,
      quantity: candidate.quantity,
      condition: candidate.condition,
      graded: isGraded,
      grading_company: isGraded ? candidate.grading_company : null,
      grade_score: isGraded ? candidate.grade_score : null,
      purchase_price: candidate.purchase_price,
      purchased_on: candidate.purchased_on,
      wishlist: candidate.wishlist,
      notes: candidate.notes,
      copy_language: candidate.copy_language ?? null,
      ...(candidate.created_at ? { created_at: candidate.created_at } : {}),
    },
  };
}

/**
 * Matches rows to catalog products: by product id, TCGplayer id, else set + number (or name).
 * A row that fits several products or printings is ambiguous, with the choices to pick from.
 */
export function matchImportCandidates(
  candidates: readonly ImportCandidate[],
  sets: readonly ImportSet[] | SetIndex,
  index: CatalogIndex,
): { matched: MatchedRow[]; ambiguous: AmbiguousRow[]; unmatched: ImportRowError[] } {
  const setIndex = 'byKey' in sets ? sets : buildSetIndex(sets);
  const matched: MatchedRow[] = [];
  const ambiguous: AmbiguousRow[] = [];
  const unmatched: ImportRowError[] = [];
  for (const candidate of candidates) {
    const found = findProducts(candidate, setIndex, index);
    if ('message' in found) {
      unmatched.push({ line: candidate.line, message: found.message });
      continue;
    }
    const choices = found.products.flatMap((product) =>
      printingChoices(candidate, product, found.variant).map((variant) => ({ product, variant })),
    );
    const [only] = choices;
    if (choices.length === 1 && only) {
      matched.push(toMatchedRow(candidate, only));
    } else {
      ambiguous.push({ line: candidate.line, candidate, choices: choices.slice(0, MAX_CHOICES) });
    }
  }
  return { matched, ambiguous, unmatched };
}

/** Spec / server limit: a bulk create takes at most this many items, all or nothing. */
export function chunkItems<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}
