import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deckCardInputSchema,
  deckDetailSchema,
  deckExportSchema,
  deckImportInputSchema,
  deckImportResultSchema,
  deckInputSchema,
  deckSummarySchema,
  deckUpdateSchema,
  wishlistResultSchema,
} from '#core/decks/deck.schema.ts';
import { idParams } from '../http/id-params.ts';
import { userOrClientKey } from '../plugins/client-key.ts';
import { requireVerifiedUser, verifiedOnly } from '../plugins/session.ts';
import { createDeckTextService } from './deck-text.service.ts';
import { createDeckWishlistService } from './deck-wishlist.service.ts';
import { createDeckService } from './decks.service.ts';

const TAGS = ['decks'];
/** Imports parse and match up to 20,000 characters: a user needs a few, a script thousands. */
const DECK_IMPORTS_PER_MINUTE = 20;
const cardParams = idParams.extend({ productId: z.string().min(1).max(120) });

/** The signed-in user's decks (issue 19); registered with the prefix /api/decks. */
export const deckRoutes: FastifyPluginAsyncZod = async (app) => {
  const decks = createDeckService({ db: app.db, pool: app.pool });
  const text = createDeckTextService({ db: app.db, pool: app.pool, decks });
  const wishlist = createDeckWishlistService({ db: app.db, pool: app.pool, decks });

  // 401/403 before validation: nobody learns anything about decks without a verified session.
  app.addHook('onRequest', verifiedOnly);
  const userId = (request: Parameters<typeof requireVerifiedUser>[0]) =>
    requireVerifiedUser(request).id;

  app.get(
    '/',
    {
      schema: {
        tags: TAGS,
        summary: 'Your decks, most recently changed first',
        response: { 200: z.array(deckSummarySchema) },
      },
    },
    async (request) => decks.list(userId(request)),
  );

  app.post(
    '/',
    {
      schema: {
        tags: TAGS,
        summary: 'Create an empty deck',
        body: deckInputSchema,
        response: { 201: deckSummarySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await decks.create(userId(request), request.body)),
  );

  app.post(
    '/import',
    {
      config: {
        rateLimit: {
          max: DECK_IMPORTS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: userOrClientKey,
        },
      },
      schema: {
        tags: TAGS,
        summary: 'Create a deck from a PTCG Live list; unknown lines are listed',
        body: deckImportInputSchema,
        response: { 201: deckImportResultSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await text.importText(userId(request), request.body)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A deck with its cards, rule problems, ownership and cost to complete',
        params: idParams,
        response: { 200: deckDetailSchema },
      },
    },
    async (request) => decks.detail(userId(request), request.params.id),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Rename a deck or change its format',
        params: idParams,
        body: deckUpdateSchema,
        response: { 200: deckSummarySchema },
      },
    },
    async (request) => decks.update(userId(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a deck',
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await decks.remove(userId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:id/duplicate',
    {
      schema: {
        tags: TAGS,
        summary: 'Copy a deck with its cards',
        params: idParams,
        response: { 201: deckSummarySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await decks.duplicate(userId(request), request.params.id)),
  );

  app.put(
    '/:id/cards/:productId',
    {
      schema: {
        tags: TAGS,
        summary: 'Set how many of a card the deck holds (0 removes it)',
        params: cardParams,
        body: deckCardInputSchema,
        response: { 200: deckDetailSchema },
      },
    },
    async (request) =>
      decks.setCard(
        userId(request),
        request.params.id,
        request.params.productId,
        request.body.count,
      ),
  );

  app.get(
    '/:id/export',
    {
      schema: {
        tags: TAGS,
        summary: 'The deck as a PTCG Live list (Pokémon, Trainer and Energy sections)',
        params: idParams,
        response: { 200: deckExportSchema },
      },
    },
    async (request) => ({ text: await text.exportText(userId(request), request.params.id) }),
  );

  app.post(
    '/:id/wishlist-missing',
    {
      schema: {
        tags: TAGS,
        summary: 'Add the cards you are missing for the deck to your wishlist',
        params: idParams,
        response: { 200: wishlistResultSchema },
      },
    },
    async (request) => wishlist.addMissing(userId(request), request.params.id),
  );
};
