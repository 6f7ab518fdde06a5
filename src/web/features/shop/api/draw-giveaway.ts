import { requestJson } from '../../../lib/api-client.ts';

/** POST /api/admin/giveaways/{month}/draw: the month's seeded draw (admin). */
export const drawGiveaway = (month: string) =>
  requestJson<{ month: string; seed: string; winnerUserId: number | null; entries: number }>(
    `/api/admin/giveaways/${month}/draw`,
    { method: 'POST' },
  );
