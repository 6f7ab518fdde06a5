import { z } from 'zod';
import { type UserProduct, userProductSchema } from '#core/collection/user-product.schema.ts';
import {
  type AnswerCheck,
  COLLECTION_MESSAGES,
  type CollectionDeps,
  isNotFound,
  type RequestFn,
  sendJson,
  sleep,
  strictRequest,
  USER_CARDS,
  type WaitFn,
} from './collection-request.ts';

/** Spec section 9: up to 3 verification attempts, waiting 500 ms times the attempt number. */
const VERIFY_ATTEMPTS = 3;
const VERIFY_WAIT_MS = 500;

const VERIFY_MESSAGES = {
  one: {
    missing: 'Item was not actually created in database',
    unverified: 'Could not verify item was created properly - please refresh and try again',
  },
  many: {
    missing: 'Items were not actually created in database',
    unverified: 'Could not verify items were created properly - please refresh and try again',
  },
} as const;

/** Only the id of a read-back item is compared. */
const readBackSchema = userProductSchema.pick({ id: true });

type VerifyDeps = { request: RequestFn; wait: WaitFn };

/**
 * Reads back each created id with GET /api/iOSUserCards/{id}. A 404 means the item is not
 * there (thrown at once); any other failure is retried, and after the last attempt reported.
 */
async function verifyCreated(
  deps: VerifyDeps,
  ids: readonly number[],
  messages: { missing: string; unverified: string },
): Promise<void> {
  let pending = [...ids];
  for (let attempt = 1; attempt <= VERIFY_ATTEMPTS && pending.length > 0; attempt++) {
    await deps.wait(VERIFY_WAIT_MS * attempt);
    const failed: number[] = [];
    for (const id of pending) {
      try {
        const response = await deps.request(`/api/iOSUserCards/${id}`);
        const body = readBackSchema.safeParse(await response.json());
        if (body.data?.id !== id) {
          failed.push(id);
        }
      } catch (error) {
        if (isNotFound(error)) {
          throw new Error(messages.missing);
        }
        failed.push(id);
      }
    }
    pending = failed;
  }
  if (pending.length > 0) {
    throw new Error(messages.unverified);
  }
}

/** The ids a bulk create is checked by: first, middle and last (a 500-item import needs 3 reads). */
function pickVerificationSample(ids: readonly number[]): number[] {
  if (ids.length <= 3) {
    return [...ids];
  }
  const middle = ids[Math.floor(ids.length / 2)] as number;
  return [...new Set([ids[0] as number, middle, ids[ids.length - 1] as number])];
}

/** The routes' answers: the created item (201), or { cards } for a bulk create (201). */
const CREATE: Record<'one' | 'many', AnswerCheck<z.ZodType<UserProduct[]>> & { path: string }> = {
  one: {
    path: `${USER_CARDS}/`,
    schema: userProductSchema.transform((item) => [item]),
    failed: COLLECTION_MESSAGES.createFailed,
    invalid: COLLECTION_MESSAGES.missingId,
  },
  many: {
    path: `${USER_CARDS}/bulk`,
    schema: z.object({ cards: z.array(userProductSchema).min(1) }).transform(({ cards }) => cards),
    failed: COLLECTION_MESSAGES.bulkFailed,
    invalid: COLLECTION_MESSAGES.bulkEmpty,
  },
};

/**
 * POSTs one item (`/api/iOSUserCards/`) or many (`/bulk`, all or nothing), checks the answer
 * carries their ids, then reads them back (a bulk create by a sample).
 */
export async function createAndReadBack(
  deps: CollectionDeps,
  kind: 'one' | 'many',
  body: unknown,
): Promise<UserProduct[]> {
  const { path, ...check } = CREATE[kind];
  const created: UserProduct[] = await sendJson(deps, path, { method: 'POST', body }, check);
  const ids = pickVerificationSample(created.map((item) => item.id));
  const verifyDeps = { request: strictRequest(deps), wait: deps.wait ?? sleep };
  await verifyCreated(verifyDeps, ids, VERIFY_MESSAGES[kind]);
  return created;
}
