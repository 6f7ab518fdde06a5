import { z } from 'zod';
import { textParam } from '../router/search-fields.ts';

/** /login?show=signin|signup&error=&message=&redirectToPath= (read by the auth SDK's UI). */
export const loginSearchSchema = z.object({
  show: z.enum(['signin', 'signup']).optional().catch(undefined),
  error: textParam,
  message: textParam,
  redirectToPath: textParam,
});
