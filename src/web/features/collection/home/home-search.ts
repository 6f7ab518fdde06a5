import { z } from 'zod';
import { COLLECTION_VIEWS } from '../../../components/collection/collection-toolbar.tsx';
import { positiveIntegerParam } from '../../../lib/router/search-fields.ts';

export const HOME_VIEWS = COLLECTION_VIEWS;

/** /home?binder={id}&view=list|binder, read leniently: unknown or bad values are dropped. */
export const homeSearchSchema = z.object({
  binder: positiveIntegerParam,
  view: z
    .enum(HOME_VIEWS)
    .optional()
    .catch(undefined)
    .transform((view) => (view === 'grid' ? undefined : view)),
});

export type HomeSearch = z.output<typeof homeSearchSchema>;
