import { createPrivateKey, type KeyObject, sign } from 'node:crypto';
import type { ClientAuth } from 'openid-client';

export type AppleKeySettings = {
  teamId: string;
  keyId: string;
  clientId: string;
  /** The .p8 key Apple gives (PKCS#8 PEM); literal "\n" sequences from env files are accepted. */
  privateKeyPem: string;
  /** Apple's issuer, https://appleid.apple.com: the audience of the secret. */
  audience: string;
};

const SECRET_LIFETIME_SECONDS = 24 * 3600;
const REFRESH_AFTER_SECONDS = 3600;

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export function readAppleKey(pem: string): KeyObject {
  return createPrivateKey(pem.includes('\\n') ? pem.replaceAll('\\n', '\n') : pem);
}

/**
 * Apple wants, as the client secret, a short-lived ES256 JWT signed with the team's key:
 * iss = team id, sub = client (Services) id, aud = Apple's issuer, kid = key id.
 */
export function createAppleClientSecret(
  settings: AppleKeySettings,
  key: KeyObject,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const header = base64url(JSON.stringify({ alg: 'ES256', kid: settings.keyId, typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({
      iss: settings.teamId,
      iat: nowSeconds,
      exp: nowSeconds + SECRET_LIFETIME_SECONDS,
      aud: settings.audience,
      sub: settings.clientId,
    }),
  );
  const signature = sign('sha256', Buffer.from(`${header}.${claims}`), {
    key,
    dsaEncoding: 'ieee-p1363',
  });
  return `${header}.${claims}.${base64url(signature)}`;
}

/**
 * client_secret_post with a secret minted from the key and renewed every hour, so a
 * long-running server never sends an expired one (openid-client calls this per token request).
 */
export function appleClientAuth(settings: AppleKeySettings): ClientAuth {
  const key = readAppleKey(settings.privateKeyPem);
  let cached: { secret: string; mintedAt: number } | undefined;
  return (_server, client, body) => {
    const now = Math.floor(Date.now() / 1000);
    if (!cached || now - cached.mintedAt > REFRESH_AFTER_SECONDS) {
      cached = { secret: createAppleClientSecret(settings, key, now), mintedAt: now };
    }
    body.set('client_id', client.client_id);
    body.set('client_secret', cached.secret);
  };
}
