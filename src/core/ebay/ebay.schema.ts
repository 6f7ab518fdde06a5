import { z } from 'zod';

/** eBay connection and draft listings (issue 18). */
export const ebayStatusSchema = z.object({
  configured: z.boolean(),
  connected: z.boolean(),
  connectedAt: z.string().nullable(),
});
export type EbayStatus = z.infer<typeof ebayStatusSchema>;

export const ebayConnectSchema = z.object({ authorizationUrl: z.string() });

/** /ebay/success?status=connected|error&reason=... */
export const ebayResultSearchSchema = z.object({
  status: z.enum(['connected', 'error']).catch('error'),
  reason: z.string().max(200).optional().catch(undefined),
});
export type EbayResultSearch = z.infer<typeof ebayResultSearchSchema>;

export const EBAY_ERROR_TEXT: Record<string, string> = {
  access_denied: 'You declined the eBay authorisation.',
  invalid_state: 'The eBay sign-in took too long or did not match. Please try again.',
  token_exchange_failed: 'eBay did not accept the authorisation. Please try again.',
  not_configured: 'eBay is not set up on this server.',
  signed_out: 'Sign in again, then reconnect eBay.',
};

export const createDraftSchema = z.object({ userProductId: z.number().int().positive() });

export const ebayDraftSchema = z.object({
  id: z.number().int(),
  userProductId: z.number().int(),
  draftId: z.string(),
  title: z.string(),
  condition: z.string(),
  priceCents: z.number().int().nullable(),
  sellFlowUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type EbayDraft = z.infer<typeof ebayDraftSchema>;
