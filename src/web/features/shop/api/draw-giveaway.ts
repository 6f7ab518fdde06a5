import { giveawayDrawSchema } from '#core/shop/membership.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** POST /api/admin/giveaways/{month}/draw: the month's seeded draw (admin). */
export const drawGiveaway = async (month: string) =>
  giveawayDrawSchema.parse(
    await requestJson(`/api/admin/giveaways/${month}/draw`, { method: 'POST' }),
  );
