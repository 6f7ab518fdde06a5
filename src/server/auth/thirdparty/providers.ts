import * as oidc from 'openid-client';
import type { ThirdPartyId } from '#core/auth/session-constants.ts';
import { THIRD_PARTY_PROVIDERS } from '#core/auth/session-constants.ts';
import { type Config, isLoopbackHost } from '../../config.ts';
import type { AuthDeps } from '../auth-deps.ts';
import { type AppleKeySettings, appleClientAuth } from './apple-client-secret.ts';

export type ProviderSettings = {
  id: ThirdPartyId;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Apple's key-signed secret (APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY), when set. */
  appleKey?: AppleKeySettings;
  /** Apple posts the authorization response to the API (response_mode=form_post). */
  formPost: boolean;
  extraParams: Record<string, string>;
};

/** Providers with complete configuration, in display order. */
export function configuredProviders(deps: Pick<AuthDeps, 'config'>): ProviderSettings[] {
  const c = deps.config;
  const all: (ProviderSettings | undefined)[] = [
    c.GOOGLE_ISSUER && c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET
      ? {
          id: 'google',
          name: 'Google',
          issuer: c.GOOGLE_ISSUER,
          clientId: c.GOOGLE_CLIENT_ID,
          clientSecret: c.GOOGLE_CLIENT_SECRET,
          formPost: false,
          extraParams: { access_type: 'offline', include_granted_scopes: 'true' },
        }
      : undefined,
    c.APPLE_ISSUER && c.APPLE_CLIENT_ID && (c.APPLE_CLIENT_SECRET || appleKeyOf(c))
      ? {
          id: 'apple',
          name: 'Apple',
          issuer: c.APPLE_ISSUER,
          clientId: c.APPLE_CLIENT_ID,
          clientSecret: c.APPLE_CLIENT_SECRET ?? '',
          appleKey: appleKeyOf(c),
          formPost: true,
          extraParams: { response_mode: 'form_post' },
        }
      : undefined,
  ];
  return all.filter((provider): provider is ProviderSettings => provider !== undefined);
}

function appleKeyOf(c: Config): AppleKeySettings | undefined {
  if (!c.APPLE_ISSUER || !c.APPLE_CLIENT_ID) {
    return undefined;
  }
  if (!c.APPLE_TEAM_ID || !c.APPLE_KEY_ID || !c.APPLE_PRIVATE_KEY) {
    return undefined;
  }
  return {
    teamId: c.APPLE_TEAM_ID,
    keyId: c.APPLE_KEY_ID,
    clientId: c.APPLE_CLIENT_ID,
    privateKeyPem: c.APPLE_PRIVATE_KEY,
    audience: c.APPLE_ISSUER,
  };
}

export function isKnownProviderId(id: unknown): id is ThirdPartyId {
  return THIRD_PARTY_PROVIDERS.some((provider) => provider.id === id);
}

/** Plain-http issuers are refused by openid-client; we allow them only on loopback (tests). */
function discoveryOptions(issuer: URL): oidc.DiscoveryRequestOptions {
  const insecure = issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname);
  return { timeout: 10, ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}) };
}

// Keyed by the app's config object: one per app, the same for every request.
const cache = new WeakMap<object, Map<string, Promise<oidc.Configuration>>>();

/** The provider's discovered configuration, cached per app; a failed discovery is retried. */
export function providerConfiguration(
  deps: Pick<AuthDeps, 'config'>,
  provider: ProviderSettings,
): Promise<oidc.Configuration> {
  const perApp = cache.get(deps.config) ?? new Map<string, Promise<oidc.Configuration>>();
  cache.set(deps.config, perApp);
  const key = `${provider.id}|${provider.issuer}|${provider.clientId}`;
  let found = perApp.get(key);
  if (!found) {
    const issuer = new URL(provider.issuer);
    found = oidc
      .discovery(
        issuer,
        provider.clientId,
        provider.appleKey ? undefined : provider.clientSecret,
        provider.appleKey ? appleClientAuth(provider.appleKey) : undefined,
        discoveryOptions(issuer),
      )
      .then((config) => {
        oidc.enableNonRepudiationChecks(config);
        return config;
      });
    found.catch(() => perApp.delete(key));
    perApp.set(key, found);
  }
  return found;
}
