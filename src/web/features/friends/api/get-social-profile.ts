import { queryOptions, useQuery } from '@tanstack/react-query';
import { socialProfileSchema } from '#core/social/social.schema.ts';
import { request } from '../../../lib/api-client.ts';

export const socialProfileKey = ['social', 'profile'] as const;

/** GET /api/profile/social: my handle and privacy settings. */
export async function getSocialProfile() {
  const response = await request('/api/profile/social');
  return socialProfileSchema.parse(await response.json());
}

export const socialProfileQuery = queryOptions({
  queryKey: socialProfileKey,
  queryFn: getSocialProfile,
});

export const useSocialProfile = () => useQuery(socialProfileQuery);
