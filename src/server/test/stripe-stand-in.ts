import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the Stripe SDK sent, as the stand-in received it. */
export type StripeCall = {
  method: string;
  url: URL;
  body: string;
  idempotencyKey: string | undefined;
};

/** What the stand-in answers a call with; undefined is Stripe's 404 "no such" error. */
export type StripeAnswer = { status?: number; body: unknown } | undefined;

export type StripeStandIn = {
  /** For STRIPE_API_URL: the SDK then talks HTTP to this server instead of api.stripe.com. */
  url: string;
  calls: StripeCall[];
  close: () => Promise<void>;
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A local stand-in for api.stripe.com on 127.0.0.1 that answers each call as `answer` says. */
export async function startStripeStandIn(
  answer: (call: StripeCall) => StripeAnswer,
): Promise<StripeStandIn> {
  const calls: StripeCall[] = [];
  const server = createServer(async (request, response) => {
    const key = request.headers['idempotency-key'];
    const call: StripeCall = {
      method: request.method ?? 'GET',
      url: new URL(request.url ?? '/', 'http://stripe.stand-in'),
      body: await readBody(request),
      idempotencyKey: typeof key === 'string' ? key : undefined,
    };
    calls.push(call);
    const reply = answer(call) ?? {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: 'No such object' } },
    };
    response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
