import type { z } from 'zod';
import { type RequestOptions, readErrorMessage, request } from '../../../lib/api-client.ts';

export const DECKS_URL = '/api/decks';
export const deckKeys = {
  all: ['decks'] as const,
  one: (id: number) => ['decks', id] as const,
  exported: (id: number) => ['decks', id, 'export'] as const,
};

/** A server field error: the message and, for VALIDATION_FAILED, the field it names. */
export class DeckApiError extends Error {
  readonly field: string | undefined;
  constructor(message: string, field?: string) {
    super(message);
    this.name = 'DeckApiError';
    this.field = field;
  }
}

/** The field a 400 names: the first validation issue's path, or the service's `field`. */
async function fieldOf(error: Response): Promise<string | undefined> {
  try {
    const body = (await error.clone().json()) as {
      error?: { issues?: { path?: string }[] | { field?: string } };
    };
    const issues = body.error?.issues;
    if (Array.isArray(issues)) {
      return issues[0]?.path?.split('.').at(-1) || undefined;
    }
    return issues?.field;
  } catch {
    return undefined;
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
    const field = error instanceof Response ? await fieldOf(error) : undefined;
    throw new DeckApiError(await readErrorMessage(error, fallback), field);
  }
  if (!response.ok) {
    throw new DeckApiError(await readErrorMessage(response, fallback));
  }
  return schema.parse(response.status === 204 ? null : await response.json());
}
