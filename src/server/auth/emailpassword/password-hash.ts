import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults: argon2id, m=19456 KiB, t=2, p=1 (the OWASP baseline).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Hash of a random string, verified against when the account does not exist, so an unknown
// e-mail costs as much time as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash(`dummy-${Math.random()}`);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
