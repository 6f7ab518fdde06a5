import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { readFieldIssues } from '../../../lib/forms/server-field-errors.ts';
import { DeckApiError, deckFetch } from './deck-fetch.ts';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('deckFetch', () => {
  it('parses the answer with the schema', async () => {
    answer(200, { text: 'Total Cards: 0\n' });
    await expect(
      deckFetch(z.object({ text: z.string() }), '/api/decks/1/export', 'x'),
    ).resolves.toEqual({ text: 'Total Cards: 0\n' });
  });

  it.each([
    [
      'a validation issue',
      {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'name: Name is required',
          issues: [{ path: 'name', message: 'Name is required' }],
        },
      },
      'name',
    ],
    [
      "a service error's field",
      {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'product_id: no catalog card',
          issues: { field: 'product_id' },
        },
      },
      'product_id',
    ],
    ['no field', { error: { code: 'NOT_FOUND', message: 'No deck with id 9' } }, undefined],
  ])('turns a 4xx with %s into a DeckApiError naming the field', async (_, body, field) => {
    answer(400, body);
    const error = await deckFetch(z.null(), '/api/decks/9', 'fallback').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeckApiError);
    expect((error as DeckApiError).message).toBe(body.error.message);
    expect((await readFieldIssues(error))[0]?.field).toBe(field);
  });
});
