import { z } from 'zod';
import { trimTrailingSlashes } from '#core/http/trim-trailing-slashes.ts';

/** The slice of eBay's OAuth and Sell Listing APIs Cardfolio uses; hosts come from config. */
export type EbayEndpoints = {
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
  apiBase: string;
  redirectUri: string;
};

export class EbayUpstreamError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'EbayUpstreamError';
  }
}

const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
  refresh_token: z.string().min(1).optional(),
});

async function postToken(endpoints: EbayEndpoints, form: Record<string, string>) {
  const basic = Buffer.from(`${endpoints.clientId}:${endpoints.clientSecret}`).toString('base64');
  const response = await fetch(endpoints.tokenUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form),
    signal: AbortSignal.timeout(10_000),
  });
  const parsed = tokenSchema.safeParse(await response.json().catch(() => null));
  if (!response.ok || !parsed.success) {
    throw new EbayUpstreamError('eBay did not issue a token', response.status);
  }
  return parsed.data;
}

export function exchangeCode(endpoints: EbayEndpoints, code: string) {
  return postToken(endpoints, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: endpoints.redirectUri,
  });
}

export function refreshAccessToken(endpoints: EbayEndpoints, refreshToken: string) {
  return postToken(endpoints, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

export type DraftBody = {
  categoryId: string;
  condition: string;
  pricingSummary?: { price: { value: string; currency: string } };
  product: { title: string; imageUrls: string[]; aspects: Record<string, string[]> };
};

const draftReplySchema = z.object({
  itemDraftId: z.string().min(1),
  sellFlowUrl: z.string().optional(),
});

/** POST /sell/listing/v1_beta/item_draft/ with the user's access token. */
export async function createItemDraft(apiBase: string, accessToken: string, body: DraftBody) {
  const response = await fetch(`${trimTrailingSlashes(apiBase)}/sell/listing/v1_beta/item_draft/`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
      'content-language': 'en-US',
      'x-ebay-c-marketplace-id': 'EBAY_US',
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const parsed = draftReplySchema.safeParse(await response.json().catch(() => null));
  if (!response.ok || !parsed.success) {
    throw new EbayUpstreamError(
      `eBay refused the draft listing (HTTP ${response.status})`,
      response.status,
    );
  }
  return parsed.data;
}
