import {
  type SellRequest,
  sellRequestEnvelopeSchema,
} from '#core/sell-requests/sell-request.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** Every sell-request write answers `{ sellRequest }`: sends the body, returns the parsed request. */
export async function sendSellRequest(
  path: string,
  method: 'POST' | 'PUT',
  body: unknown,
): Promise<SellRequest> {
  const reply = await requestJson(path, { method, body });
  return sellRequestEnvelopeSchema.parse(reply).sellRequest;
}
