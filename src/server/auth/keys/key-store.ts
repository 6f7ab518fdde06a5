import {
  type CryptoKey,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JSONWebKeySet,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';
import type { Db } from '../../db/client.ts';
import { randomToken } from '../crypto.ts';
import {
  deleteExpiredKeys,
  insertSigningKey,
  listVerifiableKeys,
  lockKeyRotation,
  type SigningKeyRow,
} from './signing-keys.repository.ts';

const ALGORITHM = 'RS256';
const RELOAD_EVERY_MS = 60_000;
const UNKNOWN_KID_RELOAD_MS = 5_000;

type LoadedKey = {
  kid: string;
  publicJwk: JWK;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  signUntil: number;
  verifyUntil: number;
};

export type KeyStore = {
  sign: (payload: JWTPayload) => Promise<string>;
  verify: (token: string) => Promise<JWTPayload>;
  jwks: () => Promise<JSONWebKeySet>;
};

type Options = { rotationMs: number; accessTokenTtlMs: number };

async function loadKey(row: SigningKeyRow): Promise<LoadedKey> {
  return {
    kid: row.kid,
    publicJwk: row.publicJwk as JWK,
    privateKey: (await importJWK(row.privateJwk as JWK, row.algorithm)) as CryptoKey,
    publicKey: (await importJWK(row.publicJwk as JWK, row.algorithm)) as CryptoKey,
    signUntil: row.signUntil.getTime(),
    verifyUntil: row.verifyUntil.getTime(),
  };
}

async function createKeyRow(now: number, options: Options) {
  const { publicKey, privateKey } = await generateKeyPair(ALGORITHM, { extractable: true });
  const signUntil = now + options.rotationMs;
  return {
    kid: `k-${randomToken(12)}`,
    algorithm: ALGORITHM,
    publicJwk: { ...(await exportJWK(publicKey)), alg: ALGORITHM, use: 'sig' },
    privateJwk: { ...(await exportJWK(privateKey)), alg: ALGORITHM },
    signUntil: new Date(signUntil),
    // Tokens signed at the last moment stay verifiable for their whole lifetime (+1 min skew).
    verifyUntil: new Date(signUntil + options.accessTokenTtlMs + 60_000),
  };
}

/**
 * Rotating RS256 keys kept in PostgreSQL so that every app process signs and verifies with the
 * same set. The newest key signs until `signUntil`; older keys only verify until `verifyUntil`.
 */
export function createKeyStore(db: Db, options: Options): KeyStore {
  let keys: LoadedKey[] = [];
  let loadedAt = 0;

  async function reload(): Promise<void> {
    const rows = await listVerifiableKeys(db, new Date());
    keys = await Promise.all(rows.map(loadKey));
    loadedAt = Date.now();
  }

  async function ensureSigningKey(): Promise<void> {
    await db.transaction(async (tx) => {
      await lockKeyRotation(tx);
      const now = Date.now();
      const rows = await listVerifiableKeys(tx, new Date(now));
      if (!rows.some((row) => row.signUntil.getTime() > now + 1000)) {
        await insertSigningKey(tx, await createKeyRow(now, options));
        await deleteExpiredKeys(tx, new Date(now - 86_400_000));
      }
    });
    await reload();
  }

  function currentSigningKey(): LoadedKey | undefined {
    const now = Date.now();
    return keys
      .filter((key) => key.signUntil > now + 1000)
      .sort((a, b) => a.signUntil - b.signUntil)
      .at(0);
  }

  async function signingKey(): Promise<LoadedKey> {
    if (Date.now() - loadedAt > RELOAD_EVERY_MS) {
      await reload();
    }
    let key = currentSigningKey();
    if (!key) {
      await ensureSigningKey();
      key = currentSigningKey();
    }
    if (!key) {
      throw new Error('no signing key available');
    }
    return key;
  }

  async function verificationKey(kid: string | undefined): Promise<CryptoKey> {
    let key = keys.find((candidate) => candidate.kid === kid);
    if (!key && Date.now() - loadedAt > UNKNOWN_KID_RELOAD_MS) {
      await reload();
      key = keys.find((candidate) => candidate.kid === kid);
    }
    if (!key || key.verifyUntil < Date.now()) {
      throw new Error('unknown signing key');
    }
    return key.publicKey;
  }

  return {
    async sign(payload) {
      const key = await signingKey();
      return new SignJWT(payload)
        .setProtectedHeader({ alg: ALGORITHM, kid: key.kid, typ: 'JWT', version: '5' })
        .sign(key.privateKey);
    },
    async verify(token) {
      const { payload } = await jwtVerify(token, (header) => verificationKey(header.kid), {
        algorithms: [ALGORITHM],
      });
      return payload;
    },
    async jwks() {
      await signingKey();
      return { keys: keys.map((key) => ({ ...key.publicJwk, kid: key.kid })) };
    },
  };
}
