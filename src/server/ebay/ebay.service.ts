import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { EbayDraft, EbayStatus } from '#core/ebay/ebay.schema.ts';
import { AppError } from '#core/errors.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { accessToken } from './access-token.ts';
import { buildDraft } from './draft-body.ts';
import {
  deleteConnection,
  deleteStatesBefore,
  findConnection,
  findListingSource,
  insertDraft,
  insertState,
  listDrafts,
  saveConnection,
  takeState,
} from './ebay.repository.ts';
import { createItemDraft, exchangeCode } from './ebay-client.ts';
import { requireSetup, setup } from './ebay-setup.ts';

export type EbayDeps = { db: Db; pool: pg.Pool; config: AppConfig };

/** A state older than this is refused at the callback. */
export const STATE_TTL_MS = 10 * 60_000;

export async function ebayStatus(deps: EbayDeps, userId: number): Promise<EbayStatus> {
  const connection = await findConnection(deps.db, userId);
  return {
    configured: setup(deps.config) !== undefined,
    connected: connection !== undefined,
    connectedAt: connection?.createdAt.toISOString() ?? null,
  };
}

/** A fresh single-use state bound to the user, and eBay's consent URL carrying it. */
export async function startConnect(deps: EbayDeps, userId: number): Promise<string> {
  const { endpoints } = requireSetup(deps.config);
  await deleteStatesBefore(deps.db, new Date(Date.now() - STATE_TTL_MS));
  const state = randomBytes(24).toString('base64url');
  await insertState(deps.db, state, userId);
  const url = new URL(deps.config.EBAY_AUTH_URL);
  url.searchParams.set('client_id', endpoints.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', endpoints.redirectUri);
  url.searchParams.set('scope', deps.config.EBAY_SCOPES);
  url.searchParams.set('state', state);
  return url.toString();
}

export type CallbackQuery = { code?: string; state?: string; error?: string };

/** Finishes the OAuth flow; returns the /ebay/success reason on failure, or null when connected. */
export async function finishConnect(
  deps: EbayDeps,
  userId: number | undefined,
  query: CallbackQuery,
): Promise<string | null> {
  const found = setup(deps.config);
  if (!found) {
    return 'not_configured';
  }
  const stored = query.state ? await takeState(deps.db, query.state) : undefined;
  const fresh = stored && Date.now() - stored.createdAt.getTime() <= STATE_TTL_MS;
  if (!stored || !fresh) {
    return 'invalid_state';
  }
  if (userId !== stored.userId) {
    return 'signed_out';
  }
  if (query.error || !query.code) {
    return query.error === 'access_denied' ? 'access_denied' : 'token_exchange_failed';
  }
  try {
    const tokens = await exchangeCode(found.endpoints, query.code);
    await saveConnection(deps.db, {
      userId,
      accessTokenEnc: found.cipher.encrypt(tokens.access_token),
      refreshTokenEnc: tokens.refresh_token ? found.cipher.encrypt(tokens.refresh_token) : null,
      accessExpiresAt: new Date(Date.now() + tokens.expires_in * 1000),
    });
    return null;
  } catch {
    return 'token_exchange_failed';
  }
}

export async function disconnect(deps: EbayDeps, userId: number): Promise<void> {
  if (!(await deleteConnection(deps.db, userId))) {
    throw new AppError('NOT_FOUND', 'No eBay account is connected');
  }
}

function toDraft(row: Awaited<ReturnType<typeof insertDraft>>): EbayDraft {
  return {
    id: row.id,
    userProductId: row.userProductId,
    draftId: row.draftId,
    title: row.title,
    condition: row.condition,
    priceCents: row.priceCents,
    sellFlowUrl: row.sellFlowUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createDraftListing(
  deps: EbayDeps,
  userId: number,
  userProductId: number,
): Promise<EbayDraft> {
  const found = requireSetup(deps.config);
  const source = await findListingSource(deps.pool, userId, userProductId);
  if (!source) {
    throw new AppError('NOT_FOUND', 'Collection item not found');
  }
  const token = await accessToken(deps, found, userId);
  const body = buildDraft(source);
  const reply = await createItemDraft(found.endpoints.apiBase, token, body);
  const row = await insertDraft(deps.db, {
    userId,
    userProductId,
    draftId: reply.itemDraftId,
    title: body.product.title,
    condition: body.condition,
    priceCents: source.marketCents,
    sellFlowUrl: reply.sellFlowUrl ?? null,
  });
  return toDraft(row);
}

export async function userDrafts(deps: EbayDeps, userId: number): Promise<EbayDraft[]> {
  return (await listDrafts(deps.db, userId)).map(toDraft);
}
