import { z } from 'zod';
import { positiveIntegerParam } from '../../lib/router/search-fields.ts';

/** /return?orderId=…[&cancelled=1], the payment provider's way back. */
export const returnSearchSchema = z.object({
  orderId: positiveIntegerParam,
  cancelled: z
    .unknown()
    .transform((value) => value === '1' || value === 1)
    .catch(false),
});
