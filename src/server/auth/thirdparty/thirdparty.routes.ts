import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authDeps } from '../auth-deps.ts';
import { requirePublicTenant, tenantPaths } from '../fdi/fdi-context.ts';
import { fdiDoc } from '../fdi/fdi-doc.ts';
import { BadRequestError, generalError } from '../fdi/fdi-responses.ts';
import {
  authorisationUrlResponseSchema,
  loginMethodsResponseSchema,
  signInUpResponseSchema,
} from '../fdi/fdi-schemas.ts';
import { authRateLimit } from '../fdi/rate-limit.ts';
import { createSession } from '../session/session.service.ts';
import { sendSession } from '../session/transfer.ts';
import { fdiUserOf } from '../users/users.service.ts';
import { configuredProviders, isKnownProviderId, type ProviderSettings } from './providers.ts';
import { isAllowedFrontendRedirect, isAllowedRedirectUri } from './redirect-uris.ts';
import { signInUp } from './sign-in-up.service.ts';
import { buildProviderUrl, exchangeCode } from './thirdparty.service.ts';

const signInUpBodySchema = z.object({
  thirdPartyId: z.string().max(50),
  clientType: z.string().max(50).optional(),
  redirectURIInfo: z.object({
    redirectURIOnProviderDashboard: z.string().max(2000),
    redirectURIQueryParams: z.record(z.string().max(100), z.string().max(10_000)),
    pkceCodeVerifier: z.string().max(200).optional(),
  }),
  shouldTryLinkingWithSessionUser: z.boolean().optional(),
});

const authUrlQuerySchema = z.object({
  thirdPartyId: z.string().max(50),
  redirectURIOnProviderDashboard: z.string().max(2000),
  clientType: z.string().max(50).optional(),
});

/** authorisationurl, signinup, Apple's form_post callback, loginmethods (sections 4.9-4.12). */
export const thirdPartyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);
  function findProvider(id: string): ProviderSettings {
    if (!isKnownProviderId(id)) {
      throw new BadRequestError(`Unknown thirdPartyId: ${id.slice(0, 50)}`);
    }
    const provider = configuredProviders(deps).find((candidate) => candidate.id === id);
    if (!provider) {
      throw new BadRequestError(`Sign-in with ${id} is not configured on this server`);
    }
    return provider;
  }

  // Per client IP (by /64 for IPv6): each call costs an outbound provider request (security M3).
  const authUrlLimit = authRateLimit(app, 'provider-url', () => undefined);
  const signInUpLimit = authRateLimit(app, 'provider-signinup', () => undefined);

  for (const url of tenantPaths('/authorisationurl')) {
    app.get(
      url,
      {
        schema: {
          querystring: authUrlQuerySchema,
          ...fdiDoc('Auth protocol: a provider sign-in URL', authorisationUrlResponseSchema),
        },
        preHandler: [requirePublicTenant, authUrlLimit],
      },
      async (request) => {
        const { thirdPartyId, redirectURIOnProviderDashboard: redirectUri } = request.query;
        const provider = findProvider(thirdPartyId);
        if (!isAllowedRedirectUri(request, provider.id, redirectUri)) {
          throw new BadRequestError('redirectURIOnProviderDashboard is not allowed');
        }
        try {
          const built = await buildProviderUrl(deps, provider, redirectUri);
          return { status: 'OK' as const, ...built };
        } catch (error) {
          request.log.warn(
            { provider: provider.id, error: String(error) },
            'provider discovery failed',
          );
          return generalError(
            `${provider.name} sign-in is unavailable right now. Please try again later.`,
          );
        }
      },
    );
  }

  for (const url of tenantPaths('/signinup')) {
    app.post(
      url,
      {
        schema: {
          body: signInUpBodySchema,
          ...fdiDoc('Auth protocol: sign in or up with a provider', signInUpResponseSchema),
        },
        preHandler: [requirePublicTenant, signInUpLimit],
      },
      async (request, reply) => {
        const { thirdPartyId, redirectURIInfo: info } = request.body;
        if (request.body.shouldTryLinkingWithSessionUser === true) {
          throw new BadRequestError('Account linking is not supported');
        }
        const provider = findProvider(thirdPartyId);
        if (!isAllowedRedirectUri(request, provider.id, info.redirectURIOnProviderDashboard)) {
          throw new BadRequestError('redirectURIOnProviderDashboard is not allowed');
        }
        let identity: Awaited<ReturnType<typeof exchangeCode>>;
        try {
          identity = await exchangeCode(
            deps,
            provider,
            info.redirectURIOnProviderDashboard,
            info.redirectURIQueryParams,
            info.pkceCodeVerifier,
          );
        } catch (error) {
          request.log.warn(
            { provider: provider.id, error: (error as Error).message },
            'code exchange failed',
          );
          return generalError(`Sign-in with ${provider.name} failed. Please try again.`);
        }
        const outcome = await signInUp(deps, provider.id, identity);
        if (outcome.status !== 'OK') {
          return outcome;
        }
        sendSession(request, reply, await createSession(deps, outcome.user));
        return {
          status: 'OK' as const,
          createdNewRecipeUser: outcome.createdNewRecipeUser,
          user: await fdiUserOf(deps, outcome.user),
        };
      },
    );
  }

  app.post(
    '/callback/apple',
    { schema: { tags: ['auth'], summary: "Apple's form_post callback (redirects)" } },
    async (request, reply) => {
      const fields = (request.body ?? {}) as Record<string, unknown>;
      let target: unknown;
      try {
        const state = JSON.parse(
          Buffer.from(String(fields.state ?? ''), 'base64').toString('utf8'),
        );
        target = (state as { frontendRedirectURI?: unknown }).frontendRedirectURI;
      } catch {
        target = undefined;
      }
      if (!isAllowedFrontendRedirect(request, target)) {
        throw new BadRequestError('The state does not carry an allowed frontendRedirectURI');
      }
      const location = new URL(target);
      for (const [key, value] of Object.entries(fields)) {
        location.searchParams.set(key, String(value));
      }
      return reply.code(303).header('location', location.href).send();
    },
  );

  for (const url of tenantPaths('/loginmethods')) {
    app.get(
      url,
      {
        preHandler: requirePublicTenant,
        schema: fdiDoc('Auth protocol: the sign-in methods', loginMethodsResponseSchema),
      },
      async () => {
        const providers = configuredProviders(deps).map(({ id, name }) => ({ id, name }));
        return {
          status: 'OK' as const,
          emailPassword: { enabled: true },
          thirdParty: { enabled: providers.length > 0, providers },
          passwordless: { enabled: false },
          webauthn: { enabled: false },
          firstFactors: providers.length > 0 ? ['emailpassword', 'thirdparty'] : ['emailpassword'],
        };
      },
    );
  }
};
