import { requestJson } from '../../../lib/api-client.ts';

/** TEST MODE only: simulates the provider charging the next month (or failing to). */
export async function simulateRenewal(
  subscriptionRef: string,
  cycle: number,
  outcome: 'success' | 'failure',
) {
  await requestJson('/api/webhooks/test', {
    method: 'POST',
    body: { kind: 'renewal', subscriptionRef, cycle, outcome },
  });
}
