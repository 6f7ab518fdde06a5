import { requestJson } from '../../../lib/api-client.ts';

/** POST /api/memberships/subscribe: the payment page to send the user to. */
export async function subscribe(tier: number): Promise<string> {
  const body = await requestJson<{ redirectUrl: string }>('/api/memberships/subscribe', {
    method: 'POST',
    body: { tier },
  });
  return body.redirectUrl;
}
