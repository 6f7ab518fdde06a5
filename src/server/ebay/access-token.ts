import { AppError } from '#core/errors.ts';
import {
  deleteConnection,
  findConnection,
  type StoredConnection,
  saveConnection,
} from './ebay.repository.ts';
import type { EbayDeps } from './ebay.service.ts';
import { EbayUpstreamError, refreshAccessToken } from './ebay-client.ts';
import type { Setup } from './ebay-setup.ts';

/** A usable access token, refreshed through eBay first when it expires within a minute. */
export async function accessToken(deps: EbayDeps, setupFound: Setup, userId: number) {
  const connection = await findConnection(deps.db, userId);
  if (!connection) {
    throw new AppError('CONFLICT', 'Connect your eBay account first');
  }
  try {
    return await usableToken(deps, setupFound, connection);
  } catch (error) {
    if (error instanceof EbayUpstreamError || isDecryptFailure(error)) {
      // Tokens that no longer decrypt (a new EBAY_TOKEN_KEY) or a refused refresh: reconnect.
      await deleteConnection(deps.db, userId);
      throw new AppError(
        'CONFLICT',
        'Your eBay connection has expired. Please connect eBay again.',
      );
    }
    throw error;
  }
}

function isDecryptFailure(error: unknown): boolean {
  return error instanceof Error && /decrypt|auth|encrypted token/i.test(error.message);
}

async function usableToken(
  deps: EbayDeps,
  { endpoints, cipher }: Setup,
  connection: StoredConnection,
): Promise<string> {
  if (connection.accessExpiresAt.getTime() > Date.now() + 60_000 || !connection.refreshTokenEnc) {
    return cipher.decrypt(connection.accessTokenEnc);
  }
  const tokens = await refreshAccessToken(endpoints, cipher.decrypt(connection.refreshTokenEnc));
  await saveConnection(deps.db, {
    userId: connection.userId,
    accessTokenEnc: cipher.encrypt(tokens.access_token),
    refreshTokenEnc: tokens.refresh_token
      ? cipher.encrypt(tokens.refresh_token)
      : connection.refreshTokenEnc,
    accessExpiresAt: new Date(Date.now() + tokens.expires_in * 1000),
  });
  return tokens.access_token;
}
