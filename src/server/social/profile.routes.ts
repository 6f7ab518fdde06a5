import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  handleInputSchema,
  privacyInputSchema,
  socialProfileSchema,
} from '#core/social/social.schema.ts';
import { requireVerifiedUser, verifiedOnly } from '../plugins/session.ts';
import { changeHandle, changePrivacy, getProfile } from './profile.service.ts';

const TAGS = ['friends'];

/** The signed-in user's public handle and privacy settings (issue 16), under /api/profile/social. */
export const socialProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, pool: app.pool };
  app.addHook('onRequest', verifiedOnly);

  app.get(
    '/',
    {
      schema: {
        tags: TAGS,
        summary: 'Your handle, collection visibility and whether values are shown',
        response: { 200: socialProfileSchema },
      },
    },
    async (request) => getProfile(deps, requireVerifiedUser(request).id),
  );

  app.put(
    '/handle',
    {
      schema: {
        tags: TAGS,
        summary: 'Choose your unique public handle (case-insensitive; reserved words refused)',
        body: handleInputSchema,
        response: { 200: socialProfileSchema },
      },
    },
    async (request) => changeHandle(deps, requireVerifiedUser(request).id, request.body.handle),
  );

  app.put(
    '/privacy',
    {
      schema: {
        tags: TAGS,
        summary: 'Who sees your collection (private, friends, public) and whether values show',
        body: privacyInputSchema,
        response: { 200: socialProfileSchema },
      },
    },
    async (request) => changePrivacy(deps, requireVerifiedUser(request).id, request.body),
  );
};
