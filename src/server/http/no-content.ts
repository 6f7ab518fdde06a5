import { z } from 'zod';

/** The response schema of a route that answers 204 with no body. */
export const noContent = (what: string) => ({ 204: z.null().describe(what) });
