import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The open server-sent event streams of one route; all are ended when the app closes. */
export type EventStreams = { open: (reply: FastifyReply) => ServerResponse };

export function eventStreams(app: FastifyInstance): EventStreams {
  const streams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of streams) {
      stream.end();
    }
  });
  return {
    /** Takes the reply over as text/event-stream; forgotten again when the client goes. */
    open(reply) {
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Tells nginx-style proxies not to buffer the stream.
        'x-accel-buffering': 'no',
      });
      streams.add(raw);
      raw.on('close', () => streams.delete(raw));
      return raw;
    },
  };
}
