import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { importJWK, jwtVerify } from 'jose';

export type ReceivedPush = {
  subscriptionId: string;
  /** The plaintext after RFC 8291 decryption with the subscription's private key. */
  payload: string;
  ttl: number;
  /** The verified VAPID JWT's claims (RFC 8292). */
  vapid: { aud: string; sub: string; exp: number };
};

export type StandInSubscription = {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

export type PushServiceStandIn = {
  subscribe: () => StandInSubscription;
  /** From now on the service answers 410 Gone for this subscription (the browser left). */
  expire: (id: string) => void;
  received: ReceivedPush[];
  waitForPush: (id: string, timeoutMs?: number) => Promise<ReceivedPush>;
  close: () => Promise<void>;
};

type Receiver = { ecdh: ReturnType<typeof createECDH>; auth: Buffer; gone: boolean };

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>`: the JWT is signed (ES256) by key k. */
async function verifyVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) {
    throw new Error(`no VAPID authorization: ${header}`);
  }
  const point = Buffer.from(match[2], 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(match[1], key, { audience: origin, algorithms: ['ES256'] });
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) {
    throw new Error('VAPID sub must be a mailto: or https: URL');
  }
  if (!payload.exp || payload.exp > Date.now() / 1000 + 24 * 3600) {
    throw new Error('VAPID exp must be within 24 hours');
  }
  return { aud: origin, sub: payload.sub, exp: payload.exp };
}

/**
 * A loopback push service speaking the Web Push protocol (RFC 8030): it hands out
 * subscriptions with real P-256 keys, checks each POST's VAPID signature (RFC 8292), and
 * decrypts the aes128gcm body (RFC 8291) as a browser would. Browsers' own services are not
 * reachable from tests.
 */
export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const receivers = new Map<string, Receiver>();
  const received: ReceivedPush[] = [];
  const waiters: { id: string; resolve: (push: ReceivedPush) => void }[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const receiver = receivers.get(id);
      const body = await readBody(request);
      if (request.method !== 'POST' || !receiver) {
        response.writeHead(404).end();
        return;
      }
      if (receiver.gone) {
        response.writeHead(410).end();
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') {
          throw new Error('Content-Encoding must be aes128gcm');
        }
        const ttl = Number(request.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) {
          throw new Error('TTL header missing');
        }
        const origin = `http://${request.headers.host}`;
        const vapid = await verifyVapid(request.headers.authorization, origin);
        const payload = decrypt(body, {
          version: 'aes128gcm',
          privateKey: receiver.ecdh,
          authSecret: receiver.auth.toString('base64url'),
        }).toString('utf8');
        const push = { subscriptionId: id, payload, ttl, vapid };
        received.push(push);
        for (const waiter of waiters.filter((w) => w.id === id)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(push);
        }
        response.writeHead(201, { location: `/message/${received.length}` }).end();
      } catch (error) {
        response.writeHead(400).end(error instanceof Error ? error.message : String(error));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    subscribe() {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      receivers.set(id, { ecdh, auth, gone: false });
      return {
        id,
        endpoint: `http://127.0.0.1:${port}/push/${id}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      };
    },
    expire(id) {
      const receiver = receivers.get(id);
      if (receiver) {
        receiver.gone = true;
      }
    },
    received,
    waitForPush(id, timeoutMs = 10_000) {
      const found = received.find((push) => push.subscriptionId === id);
      if (found) {
        return Promise.resolve(found);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no push to ${id}`)), timeoutMs);
        waiters.push({
          id,
          resolve: (push) => {
            clearTimeout(timer);
            resolve(push);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
