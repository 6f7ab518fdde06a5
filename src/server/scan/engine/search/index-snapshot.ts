import { COARSE_DIMS, computeCoarseProjection, projectVector } from './coarse-projection.ts';
import { decodeFeatures, FEATURE_TEMPLATE_BYTES, VECTOR_DIMS } from './features.ts';

export const KIND_CARD = 0;
export const KIND_SEALED = 1;

/** What a card prints in its number strip (from the catalog), compared with what OCR reads. */
export type PrintedNumber = {
  number: string | null;
  /** The set's printed total ("/102"). */
  total: string | null;
  setCode: string | null;
};

/**
 * The whole index as flat typed arrays over SharedArrayBuffers: built once per index version in
 * the main thread and shared (not copied) with every scan worker.
 */
export type IndexSnapshot = {
  version: number;
  productIds: string[];
  kinds: Uint8Array;
  /** count x VECTOR_DIMS, L2-normalised rows. */
  vectors: Float32Array;
  /** COARSE_DIMS x VECTOR_DIMS basis of the vectors' dominant subspace (the pre-filter). */
  projection: Float32Array;
  /** count x COARSE_DIMS: each row projected onto `projection`. */
  coarse: Float32Array;
  /** count x FEATURE_TEMPLATE_BYTES (zeros for sealed products). */
  templates: Uint8Array;
  /** Per row: number, printed total and set code (null when unknown, e.g. sealed). */
  numbers: (string | null)[];
  totals: (string | null)[];
  setCodes: (string | null)[];
};

export type IndexRow = {
  productId: string;
  productType: string;
  features: Uint8Array;
  number?: string | null;
  total?: number | string | null;
  setCode?: string | null;
};

const shared = (bytes: number) => new SharedArrayBuffer(Math.max(4, bytes));

export function buildIndexSnapshot(version: number, rows: IndexRow[]): IndexSnapshot {
  const count = rows.length;
  const kinds = new Uint8Array(shared(count));
  const vectors = new Float32Array(shared(count * VECTOR_DIMS * 4));
  const templates = new Uint8Array(shared(count * FEATURE_TEMPLATE_BYTES));
  rows.forEach((row, i) => {
    const features = decodeFeatures(row.features);
    kinds[i] = row.productType === 'sealed' ? KIND_SEALED : KIND_CARD;
    vectors.set(features.vector, i * VECTOR_DIMS);
    if (features.nameTemplate && features.bottomTemplate) {
      templates.set(features.nameTemplate, i * FEATURE_TEMPLATE_BYTES);
      templates.set(
        features.bottomTemplate,
        i * FEATURE_TEMPLATE_BYTES + features.nameTemplate.length,
      );
    }
  });
  const basis = computeCoarseProjection(vectors, count, VECTOR_DIMS);
  const projection = new Float32Array(shared(basis.length * 4));
  projection.set(basis);
  const coarse = new Float32Array(shared(count * COARSE_DIMS * 4));
  for (let i = 0; i < count; i++) {
    projectVector(projection, vectors, i * VECTOR_DIMS, VECTOR_DIMS, coarse, i * COARSE_DIMS);
  }
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined || value === '' ? null : String(value);
  return {
    version,
    productIds: rows.map((row) => row.productId),
    kinds,
    vectors,
    projection,
    coarse,
    templates,
    numbers: rows.map((row) => text(row.number)),
    totals: rows.map((row) => text(row.total)),
    setCodes: rows.map((row) => text(row.setCode)),
  };
}

export function emptySnapshot(): IndexSnapshot {
  return buildIndexSnapshot(0, []);
}
