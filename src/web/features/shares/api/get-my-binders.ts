import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { binderSchema } from '#core/collection/user-product.schema.ts';
import { request } from '../../../lib/api-client.ts';

/** GET /api/binders, to pick a binder to share. */
export async function getMyBinders() {
  const response = await request('/api/binders');
  return z.array(binderSchema).parse(await response.json());
}

export const useMyBinders = () =>
  useQuery(queryOptions({ queryKey: ['shares', 'binders'], queryFn: getMyBinders }));
