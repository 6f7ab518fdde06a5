import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  batchIdSchema,
  CHANGE_BATCH_HEADER,
  CHANGE_DETAIL_HEADER,
  CHANGE_ORIGIN_HEADER,
  type ChangeOrigin,
  clientOriginSchema,
  MAX_ORIGIN_DETAIL,
} from '#core/collection/history/change.schema.ts';
import { AppError } from '#core/errors.ts';
import type { Executor, Queryable } from '../../db/executor.ts';

/** Which batch a write belongs to and where it came from (ADR 074). */
export type ChangeContext = { batchId: string; origin: ChangeOrigin; detail: string | null };

type Headers = Record<string, string | string[] | undefined>;

const headerValue = (headers: Headers, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function badHeader(name: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', `${name}: ${message}`, { field: name, code: 'invalid' });
}

function readDetail(headers: Headers): string | null {
  const raw = headerValue(headers, CHANGE_DETAIL_HEADER);
  if (raw === undefined || raw === '') {
    return null;
  }
  let detail: string;
  try {
    // A CSV file name may be any text: the web sends it URI-encoded (headers are Latin-1).
    detail = decodeURIComponent(raw);
  } catch {
    throw badHeader(CHANGE_DETAIL_HEADER, 'is not URI-encoded text');
  }
  return detail.slice(0, MAX_ORIGIN_DETAIL);
}

/**
 * The change context a request names in its headers: origin (typed when left out), its detail
 * (a CSV file name) and a batch id the client chose to group several requests (a new one when
 * left out). A 400 names the bad header.
 */
export function readChangeContext(
  headers: Headers,
  defaultOrigin: ChangeOrigin = 'typed',
): ChangeContext {
  const origin = clientOriginSchema.safeParse(
    headerValue(headers, CHANGE_ORIGIN_HEADER) ?? defaultOrigin,
  );
  if (!origin.success) {
    throw badHeader(
      CHANGE_ORIGIN_HEADER,
      `must be one of ${clientOriginSchema.options.join(', ')}`,
    );
  }
  const sentBatch = headerValue(headers, CHANGE_BATCH_HEADER);
  const batch = batchIdSchema.safeParse(sentBatch ?? randomUUID());
  if (!batch.success) {
    throw badHeader(CHANGE_BATCH_HEADER, 'must be a UUID');
  }
  return { batchId: batch.data, origin: origin.data, detail: readDetail(headers) };
}

/** A batch the server starts itself (undo, restore, a deck's wishlist adds). */
export const serverChange = (origin: ChangeOrigin, detail: string | null): ChangeContext => ({
  batchId: randomUUID(),
  origin,
  detail,
});

/** Names the transaction's batch and origin for the history triggers (transaction-local). */
export async function tagChanges(tx: Executor, context: ChangeContext | undefined): Promise<void> {
  if (!context) {
    return;
  }
  await tx.execute(sql`SELECT
    set_config('cardfolio.change_batch', ${context.batchId}, true),
    set_config('cardfolio.change_origin', ${context.origin}, true),
    set_config('cardfolio.change_detail', ${context.detail ?? ''}, true)`);
}

/** A write route's change context; the answer names its batch (the toast's Undo uses it). */
export function changeContextOf(
  request: FastifyRequest,
  reply: FastifyReply,
  defaultOrigin: ChangeOrigin = 'typed',
): ChangeContext {
  const context = readChangeContext(request.headers, defaultOrigin);
  reply.header(CHANGE_BATCH_HEADER, context.batchId);
  return context;
}

/** tagChanges for a raw pool client inside withTransaction. */
export async function tagClientChanges(client: Queryable, context: ChangeContext): Promise<void> {
  await client.query(
    `SELECT set_config('cardfolio.change_batch', $1, true),
       set_config('cardfolio.change_origin', $2, true),
       set_config('cardfolio.change_detail', $3, true)`,
    [context.batchId, context.origin, context.detail ?? ''],
  );
}
