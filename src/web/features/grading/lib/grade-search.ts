import { z } from 'zod';
import { positiveIntegerParam } from '../../../lib/router/search-fields.ts';

/** /grade?item={collection item id}: the saved results of that collection card only. */
export const gradeSearchSchema = z.object({ item: positiveIntegerParam });
