import type { z } from 'zod';
import { type RequestOptions, readErrorMessage, request } from '../../../lib/api-client.ts';

export const DECKS_URL = '/api/decks';
export const deckKeys = {
  all: ['decks'] as const,
  one: (id: number) => ['decks', id] as const,
  exported: (id: number) => ['decks', id, 'export'] as const,
};

/** A failed deck call: the server's message; the answer is its cause (ADR 024 field errors). */
export class DeckApiError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'DeckApiError';
  }
}

/** One deck call: the answer parsed with its src/core schema, failures as DeckApiError. */
export async function deckFetch<T extends z.ZodType>(
  schema: T,
  path: string,
  fallback: string,
  options?: RequestOptions,
): Promise<z.output<T>> {
  let response: Response;
  try {
    response = await request(path, options);
  } catch (error) {
    throw new DeckApiError(await readErrorMessage(error, fallback), error);
  }
  if (!response.ok) {
    throw new DeckApiError(await readErrorMessage(response, fallback), response);
  }
  return schema.parse(response.status === 204 ? null : await response.json());
}
