import { z } from 'zod';
import { fdiGeneralErrorSchema, fdiMessageSchema } from './fdi-schemas.ts';

/**
 * The schema of an auth-protocol (FDI) route, listed under the `auth` tag: its 200 body is `ok`
 * or GENERAL_ERROR (allowed on every endpoint, auth-protocol.md 2.2); errors are `{message}`.
 * Every body goes through these schemas; fdi-wire-format.test.ts pins what the SDK receives.
 */
export function fdiDoc<Ok extends z.ZodType>(summary: string, ok: Ok) {
  return {
    tags: ['auth'],
    summary,
    response: {
      200: z.union([ok, fdiGeneralErrorSchema]).describe('Auth protocol body (auth-protocol.md)'),
      '4xx': fdiMessageSchema.describe('Protocol error'),
      '5xx': fdiMessageSchema.describe('Internal error'),
    },
  };
}
