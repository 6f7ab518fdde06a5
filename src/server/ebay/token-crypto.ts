import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for stored eBay tokens: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. The tag
 * makes a tampered or wrongly keyed value fail to decrypt instead of yielding garbage.
 */
export type TokenCipher = {
  encrypt: (plain: string) => string;
  decrypt: (sealed: string) => string;
};

export function createTokenCipher(base64Key: string): TokenCipher {
  const key = Buffer.from(base64Key, 'base64');
  if (key.length !== 32) {
    throw new Error('EBAY_TOKEN_KEY must be 32 bytes, base64-encoded');
  }
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return `v1.${parts.join('.')}`;
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) {
        throw new Error('not an encrypted token');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    },
  };
}
