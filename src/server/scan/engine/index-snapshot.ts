import { decodeFeatures, FEATURE_TEMPLATE_BYTES, VECTOR_DIMS } from './features.ts';

export const KIND_CARD = 0;
export const KIND_SEALED = 1;

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
  /** count x FEATURE_TEMPLATE_BYTES (zeros for sealed products). */
  templates: Uint8Array;
};

export type IndexRow = { productId: string; productType: string; features: Uint8Array };

export function buildIndexSnapshot(version: number, rows: IndexRow[]): IndexSnapshot {
  const count = rows.length;
  const kinds = new Uint8Array(new SharedArrayBuffer(Math.max(1, count)));
  const vectors = new Float32Array(new SharedArrayBuffer(Math.max(4, count * VECTOR_DIMS * 4)));
  const templates = new Uint8Array(
    new SharedArrayBuffer(Math.max(1, count * FEATURE_TEMPLATE_BYTES)),
  );
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
  return { version, productIds: rows.map((row) => row.productId), kinds, vectors, templates };
}

export function emptySnapshot(): IndexSnapshot {
  return buildIndexSnapshot(0, []);
}
