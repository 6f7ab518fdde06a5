import { isNotFound, type RequestFn, type WaitFn } from './collection-request.ts';

/** Spec section 9: up to 3 verification attempts, waiting 500 ms times the attempt number. */
export const VERIFY_ATTEMPTS = 3;
export const VERIFY_WAIT_MS = 500;

export const VERIFY_MESSAGES = {
  one: {
    missing: 'Item was not actually created in database',
    unverified: 'Could not verify item was created properly - please refresh and try again',
  },
  many: {
    missing: 'Items were not actually created in database',
    unverified: 'Could not verify items were created properly - please refresh and try again',
  },
} as const;

type VerifyDeps = { request: RequestFn; wait: WaitFn };

/**
 * Reads back each created id with GET /api/iOSUserCards/{id}. A 404 means the item is not
 * there (thrown at once); any other failure is retried, and after the last attempt reported.
 */
export async function verifyCreated(
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
        const body = (await response.json()) as { id?: unknown };
        if (body.id !== id) {
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
export function pickVerificationSample(ids: readonly number[]): number[] {
  if (ids.length <= 3) {
    return [...ids];
  }
  const middle = ids[Math.floor(ids.length / 2)] as number;
  return [...new Set([ids[0] as number, middle, ids[ids.length - 1] as number])];
}
