import { generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  type AppleKeySettings,
  appleClientAuth,
  createAppleClientSecret,
  readAppleKey,
} from './apple-client-secret.ts';

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const settings: AppleKeySettings = {
  teamId: 'TEAM123456',
  keyId: 'KEY7654321',
  clientId: 'com.cardfolio.web',
  // As an env file holds it: one line with literal \n sequences.
  privateKeyPem: privateKey
    .export({ type: 'pkcs8', format: 'pem' })
    .toString()
    .replaceAll('\n', '\\n'),
  audience: 'https://appleid.apple.com',
};
const verifyKey = () =>
  importSPKI(publicKey.export({ type: 'spki', format: 'pem' }).toString(), 'ES256');

describe('Apple client secret', () => {
  it('is an ES256 JWT Apple accepts: team as issuer, client as subject, key id in the header', async () => {
    const now = Math.floor(Date.now() / 1000);
    const secret = createAppleClientSecret(settings, readAppleKey(settings.privateKeyPem), now);
    const { payload, protectedHeader } = await jwtVerify(secret, await verifyKey(), {
      issuer: 'TEAM123456',
      audience: 'https://appleid.apple.com',
      subject: 'com.cardfolio.web',
    });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: 'KEY7654321' });
    expect(payload.iat).toBe(now);
    // Apple refuses secrets valid for more than 6 months; ours lives a day.
    expect((payload.exp ?? 0) - now).toBe(24 * 3600);
  });

  it('is sent as client_secret_post and re-used within the hour', () => {
    const auth = appleClientAuth(settings);
    const client = { client_id: 'com.cardfolio.web' };
    const first = new URLSearchParams();
    const second = new URLSearchParams();
    auth({ issuer: 'https://appleid.apple.com' }, client, first, new Headers());
    auth({ issuer: 'https://appleid.apple.com' }, client, second, new Headers());
    expect(first.get('client_id')).toBe('com.cardfolio.web');
    expect(decodeProtectedHeader(first.get('client_secret') ?? '').kid).toBe('KEY7654321');
    expect(second.get('client_secret')).toBe(first.get('client_secret'));
  });

  it('rejects a key that is not a private key', () => {
    expect(() =>
      readAppleKey('-----BEGIN PRIVATE KEY-----\nnope\n-----END PRIVATE KEY-----'),
    ).toThrow();
  });
});
