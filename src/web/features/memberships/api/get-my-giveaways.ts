import { requestJson } from '../../../lib/api-client.ts';

export type MyGiveaways = {
  month: string;
  entered: boolean;
  entries: number;
  won: { month: string; prize: string; drawnAt: string | null }[];
};

/** GET /api/giveaways/me: this month's entries and past wins. */
export const fetchMyGiveaways = () => requestJson<MyGiveaways>('/api/giveaways/me');
