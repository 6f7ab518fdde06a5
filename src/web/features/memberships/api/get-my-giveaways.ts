import { myGiveawaysSchema } from '#core/shop/membership.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** GET /api/giveaways/me: this month's entries and past wins. */
export const fetchMyGiveaways = async () =>
  myGiveawaysSchema.parse(await requestJson('/api/giveaways/me'));
