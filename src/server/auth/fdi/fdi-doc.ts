import { z } from 'zod';

/**
 * OpenAPI metadata for an auth-protocol (FDI) route: listed under the `auth` tag so the whole
 * API can be fuzzed from /api/docs. The body is protocol-shaped (auth-protocol.md), so the
 * response schema only documents it as a JSON object and passes every field through.
 */
export function fdiDoc(summary: string) {
  return {
    tags: ['auth'],
    summary,
    response: {
      200: z.looseObject({}).describe('Auth protocol body (auth-protocol.md)'),
      '4xx': z.looseObject({ message: z.string().optional() }).describe('Protocol error'),
    },
  };
}
