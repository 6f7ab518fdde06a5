import { redirectAnswerSchema } from '#core/shop/membership.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** POST /api/memberships/subscribe: the payment page to send the user to. */
export async function subscribe(tier: number): Promise<string> {
  const body = await requestJson('/api/memberships/subscribe', { method: 'POST', body: { tier } });
  return redirectAnswerSchema.parse(body).redirectUrl;
}
