import { describe, expect, it } from 'vitest';
import { readFieldIssues, setServerFieldErrors } from './server-field-errors.ts';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('readFieldIssues', () => {
  it('reads the schema issues of a VALIDATION_FAILED answer', async () => {
    const response = answer(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'display_name: Display name is required',
        issues: [{ path: 'display_name', message: 'Display name is required' }],
      },
    });
    expect(await readFieldIssues(response)).toEqual([
      { field: 'display_name', message: 'Display name is required' },
    ]);
  });

  it("reads a service's single field, without repeating the field name", async () => {
    const response = answer(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'grade_score: must be at most 10',
        issues: { field: 'grade_score', code: 'too_big' },
      },
    });
    expect(await readFieldIssues(response)).toEqual([
      { field: 'grade_score', message: 'must be at most 10' },
    ]);
  });

  it('reads the answer an API call kept as the cause of its Error', async () => {
    const response = answer(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'binder_id: binder 9 is not yours',
        issues: { field: 'binder_id', code: 'not_found' },
      },
    });
    const failure = new Error('binder_id: binder 9 is not yours', { cause: response });
    expect(await readFieldIssues(failure)).toEqual([
      { field: 'binder_id', message: 'binder 9 is not yours' },
    ]);
  });

  it('finds none in other failures', async () => {
    expect(
      await readFieldIssues(answer(409, { error: { code: 'CONFLICT', message: 'x' } })),
    ).toEqual([]);
    expect(await readFieldIssues(new Error('network'))).toEqual([]);
    expect(await readFieldIssues(new Response('oops', { status: 500 }))).toEqual([]);
  });
});

describe('setServerFieldErrors', () => {
  it('sets only the fields the form has, and says whether any was set', async () => {
    const set: [string, string | undefined][] = [];
    const response = () =>
      answer(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'x',
          issues: [
            { path: 'quantity', message: 'must be at least 1' },
            { path: 'elsewhere', message: 'ignored' },
          ],
        },
      });
    const record = (name: string, error: { message?: string }) => {
      set.push([name, error.message]);
    };
    expect(await setServerFieldErrors(response(), record, ['quantity'] as const)).toBe(true);
    expect(set).toEqual([['quantity', 'must be at least 1']]);
    expect(await setServerFieldErrors(response(), record, ['price'] as const)).toBe(false);
  });
});
