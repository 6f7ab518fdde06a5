import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The key second-factor secrets are encrypted with at rest: AUTH_ENCRYPTION_KEY (32 bytes,
 * base64), or else a random key kept in `<DATA_DIR>/auth-encryption.key` (mode 0600), made on
 * first use. Outside the database, so a table dump alone does not reveal the secrets.
 */
export function loadAuthKey(config: {
  AUTH_ENCRYPTION_KEY?: string | undefined;
  DATA_DIR: string;
}) {
  if (config.AUTH_ENCRYPTION_KEY) {
    return Buffer.from(config.AUTH_ENCRYPTION_KEY, 'base64');
  }
  const file = path.join(config.DATA_DIR, 'auth-encryption.key');
  if (!existsSync(file)) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw error;
      }
    }
    chmodSync(file, 0o600);
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}

/** AES-256-GCM: `<iv>.<tag>.<ciphertext>`, base64url. */
export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
}

export function openSecret(key: Buffer, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) {
    throw new Error('sealed secret is malformed');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
