import { z } from 'zod';
import { idSchema } from '#core/http/row-id.schema.ts';

/** Path params of a `/:id` route. */
export const idParams = z.object({ id: idSchema });
