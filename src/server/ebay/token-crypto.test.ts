import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenCipher } from './token-crypto.ts';

const key = randomBytes(32).toString('base64');

describe('createTokenCipher (AES-256-GCM)', () => {
  it('round-trips and never repeats a ciphertext', () => {
    const cipher = createTokenCipher(key);
    const a = cipher.encrypt('v^1.1#secret-token');
    const b = cipher.encrypt('v^1.1#secret-token');
    expect(a).not.toBe(b);
    expect(a).not.toContain('secret');
    expect(cipher.decrypt(a)).toBe('v^1.1#secret-token');
  });

  it('refuses a tampered value and a wrong key', () => {
    const cipher = createTokenCipher(key);
    const sealed = cipher.encrypt('token');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    const tampered = [...parts.slice(0, 3), body.toString('base64url')].join('.');
    expect(() => cipher.decrypt(tampered)).toThrow();
    expect(() => createTokenCipher(randomBytes(32).toString('base64')).decrypt(sealed)).toThrow();
  });

  it('needs a 32-byte key', () => {
    expect(() => createTokenCipher(randomBytes(16).toString('base64'))).toThrow('32 bytes');
  });
});
