import type { z } from 'zod';
import {
  request as defaultRequest,
  parseAnswer,
  type RequestOptions,
  readErrorMessage,
} from '../../../lib/api-client.ts';
import { collectionWrites } from '../sync/write-store.ts';

export type RequestFn = (path: string, options?: RequestOptions) => Promise<Response>;
export type WaitFn = (ms: number) => Promise<void>;

/**
 * What each collection call needs: the spec's request wrapper (throws the raw Response on
 * status >= 400) and a wait for the read-back retries; both injectable for tests.
 */
export type CollectionDeps = { request: RequestFn; wait?: WaitFn };

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Every collection write is followed by the sync store (issue 34: saved, saving, unsaved). */
export const defaultDeps: CollectionDeps = { request: collectionWrites.track(defaultRequest) };

export const USER_CARDS = '/api/iOSUserCards';
export const VALUES = '/api/iOSTCGProductValues';
export const BINDERS = '/api/binders';

export const COLLECTION_MESSAGES = {
  fetchFailed: 'Failed to fetch user products',
  createFailed: 'Failed to create user product',
  missingId: 'Backend returned invalid data - missing item ID',
  bulkFailed: 'Failed to create user products',
  bulkEmpty: 'Invalid bulk creation response - no cards returned',
  updateFailed: 'Failed to update user product',
  deleteFailed: (status: number) => `Failed to delete user product (Status: ${status})`,
} as const;

/** The deps' request, but a CSRF retry's response is thrown like any other failure. */
export function strictRequest({ request }: CollectionDeps): RequestFn {
  return async (path, options) => {
    const response = await request(path, options);
    if (!response.ok) {
      throw response;
    }
    return response;
  };
}

export function isNotFound(error: unknown): boolean {
  return error instanceof Response && error.status === 404;
}

/**
 * Rethrows any failure as an Error with the server's message or the fallback text; the answer
 * stays its cause, so a form can put the server's field errors on its fields.
 */
export async function toApiError(error: unknown, fallback: string): Promise<Error> {
  return new Error(await readErrorMessage(error, fallback), { cause: error });
}

/** What a call's answer is held to, and the message shown when it fails or does not match. */
export type AnswerCheck<S extends z.ZodType> = { schema: S; failed: string; invalid?: string };

async function readAnswer<S extends z.ZodType>(
  send: () => Promise<Response>,
  { schema, failed, invalid = failed }: AnswerCheck<S>,
): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await (await send()).json();
  } catch (error) {
    throw await toApiError(error, failed);
  }
  return parseAnswer(schema, body, invalid);
}

export function getJson<S extends z.ZodType>(
  deps: CollectionDeps,
  path: string,
  check: AnswerCheck<S>,
): Promise<z.output<S>> {
  return readAnswer(() => strictRequest(deps)(path), check);
}

export function sendJson<S extends z.ZodType>(
  deps: CollectionDeps,
  path: string,
  { method, body }: { method: string; body: unknown },
  check: AnswerCheck<S>,
): Promise<z.output<S>> {
  return readAnswer(() => strictRequest(deps)(path, { method, body }), check);
}

export async function sendEmpty(
  deps: CollectionDeps,
  path: string,
  { method, body }: { method: string; body?: unknown },
  fallback: string,
): Promise<void> {
  try {
    await strictRequest(deps)(path, { method, body });
  } catch (error) {
    throw await toApiError(error, fallback);
  }
}

/** A list sent bare or wrapped (`{ cards: [...] }`, `{ items: [...] }`): the list itself. */
export function unwrapList(body: unknown, key: string): unknown {
  if (Array.isArray(body) || body === null || typeof body !== 'object') {
    return body;
  }
  const record = body as Record<string, unknown>;
  return record[key] ?? record.items;
}
