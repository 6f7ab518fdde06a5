import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { shareLinkSchema } from '#core/social/social.schema.ts';
import { request } from '../../../lib/api-client.ts';

export const shareLinksKey = ['shares', 'mine'] as const;

/** GET /api/shares: my live share links. */
export async function getShareLinks() {
  const response = await request('/api/shares');
  return z.array(shareLinkSchema).parse(await response.json());
}

export const useShareLinks = () =>
  useQuery(queryOptions({ queryKey: shareLinksKey, queryFn: getShareLinks }));
