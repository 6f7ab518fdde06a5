import { z } from 'zod';
import { type Binder, binderSchema } from '#core/collection/user-product.schema.ts';
import {
  BINDERS,
  type CollectionDeps,
  defaultDeps,
  getJson,
  unwrapList,
} from './collection-request.ts';

const bindersAnswer = z.preprocess((body) => unwrapList(body, 'binders'), z.array(binderSchema));

/** GET /api/binders, sent bare or as { binders }. */
export function fetchBinders(deps: CollectionDeps = defaultDeps): Promise<Binder[]> {
  return getJson(deps, BINDERS, { schema: bindersAnswer, failed: 'Failed to fetch binders' });
}
