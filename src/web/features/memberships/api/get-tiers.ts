import { requestJson } from '../../../lib/api-client.ts';

export type Tier = { tier: number; name: string; priceCents: number; perks: string[] };
export type TiersResponse = { tiers: Tier[]; provider: 'test' | 'stripe' };

/** GET /api/memberships/tiers, and which payment provider sells them. */
export const fetchTiers = () => requestJson<TiersResponse>('/api/memberships/tiers');
