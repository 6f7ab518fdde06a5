import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOG_LANGUAGES, type CatalogLanguage } from '#core/catalog/catalog-language.ts';
import { setListSchema } from '#core/catalog/set.schema.ts';
import { SELF_COMPRESSED } from '../lib/response-cache.ts';
import type { CatalogResponseCache } from './catalog-response-cache.ts';
import { listSets } from './sets.service.ts';

const errorObjectSchema = z.object({ code: z.string(), message: z.string() }).loose();
const LANGUAGE_ERROR = `language must be one of ${CATALOG_LANGUAGES.join(', ')}`;

// The web app keeps set lists 5 minutes (spec section 9); shared caches may do the same.
function cacheFiveMinutes(reply: FastifyReply): void {
  reply.header('cache-control', 'public, max-age=300');
}

function toLanguage(value: unknown): CatalogLanguage | undefined {
  const lower = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return CATALOG_LANGUAGES.find((language) => language === lower);
}

export const setRoutes: FastifyPluginAsyncZod<{ cache: CatalogResponseCache }> = async (
  app,
  { cache },
) => {
  // Under /api/iOSTCGSets: '/' is the slash form only, '' the bare prefix (hidden twin).
  const routes: [string, CatalogLanguage, boolean][] = [
    ['/english', 'english', false],
    ['/', 'japanese', false],
    ['', 'japanese', true],
    ['/chinese', 'chinese', false],
  ];
  for (const [url, language, hide] of routes) {
    app.get(
      url,
      {
        prefixTrailingSlash: 'slash',
        ...SELF_COMPRESSED,
        schema: {
          tags: ['catalog'],
          summary: `Every ${language} set, newest first`,
          hide,
          response: { 200: setListSchema },
        },
      },
      async (request, reply) => {
        cacheFiveMinutes(reply);
        const found = await cache.send(request, reply, `sets:${language}`, setListSchema, () =>
          listSets(app.pool, language),
        );
        return found ? reply : [];
      },
    );
  }
};

/** GET /sets-by-language, under /api/iOSTCGProductValues (the spec's path). */
export const setsByLanguageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sets-by-language',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Every set of one language, newest first',
        querystring: z.object({
          language: z.unknown().optional().describe(CATALOG_LANGUAGES.join(' | ')),
        }),
        response: {
          200: z.object({ sets: setListSchema }),
          // The spec names this body: { error: 'language must be one of ...' }.
          400: z.object({ error: z.union([z.string(), errorObjectSchema]) }),
        },
      },
    },
    async (request, reply) => {
      const language = toLanguage(request.query.language);
      if (!language) {
        return reply.code(400).send({ error: LANGUAGE_ERROR });
      }
      cacheFiveMinutes(reply);
      return { sets: await listSets(app.pool, language) };
    },
  );
};
