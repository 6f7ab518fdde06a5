import { type RequestOptions, request } from '../../../lib/api-client.ts';
import type { CollectionDeps } from '../api/collection-request.ts';
import { takeEarlyResponse } from './early-home-requests.ts';

/** The request wrapper, but a GET answered successfully at app start is not asked again. */
async function requestUsingEarly(path: string, options?: RequestOptions): Promise<Response> {
  const method = options?.method ?? 'GET';
  const early = method === 'GET' ? takeEarlyResponse(path) : undefined;
  const response = early ? await early : undefined;
  return response?.ok ? response : request(path, options);
}

/** The collection reads /home starts with, served from the early requests when there are any. */
export const earlyAwareDeps: CollectionDeps = { request: requestUsingEarly };
