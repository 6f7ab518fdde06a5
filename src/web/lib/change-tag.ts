import {
  CHANGE_BATCH_HEADER,
  CHANGE_DETAIL_HEADER,
  CHANGE_ORIGIN_HEADER,
  type ClientOrigin,
} from '#core/collection/history/change.schema.ts';
import type { RequestOptions } from './api-client.ts';

/** What a write tells the server about itself: its batch (chosen here) and origin (ADR 074). */
export type ChangeTag = { batchId: string; origin?: ClientOrigin; detail?: string };

export const newChangeTag = (origin?: ClientOrigin, detail?: string): ChangeTag => ({
  batchId: crypto.randomUUID(),
  ...(origin ? { origin } : {}),
  ...(detail ? { detail } : {}),
});

export function changeHeaders(tag: ChangeTag): Record<string, string> {
  return {
    [CHANGE_BATCH_HEADER]: tag.batchId,
    ...(tag.origin ? { [CHANGE_ORIGIN_HEADER]: tag.origin } : {}),
    // Headers are Latin-1: a file name travels URI-encoded.
    ...(tag.detail ? { [CHANGE_DETAIL_HEADER]: encodeURIComponent(tag.detail) } : {}),
  };
}

/** The deps, with every request carrying the tag's headers. */
type WithRequest = { request: (path: string, options?: RequestOptions) => Promise<Response> };

export function tagged<D extends WithRequest>(deps: D, tag: ChangeTag | undefined): D {
  if (!tag) {
    return deps;
  }
  const headers = changeHeaders(tag);
  return {
    ...deps,
    request: (path, options = {}) =>
      deps.request(path, { ...options, headers: { ...options.headers, ...headers } }),
  };
}
