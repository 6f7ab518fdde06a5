import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import { normaliseEmail } from '#core/auth/validate-email.ts';
import type { AuthDeps } from '../auth-deps.ts';
import { type ProviderSettings, providerConfiguration } from './providers.ts';

export type ProviderIdentity = {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
};

export function nonceFor(pkceCodeVerifier: string): string {
  return createHash('sha256').update(`cardfolio-nonce:${pkceCodeVerifier}`).digest('base64url');
}

/** The authorization URL without `state` (the frontend adds and checks it, section 4.9). */
export async function buildProviderUrl(
  deps: AuthDeps,
  provider: ProviderSettings,
  redirectUri: string,
) {
  const config = await providerConfiguration(deps, provider);
  const params: Record<string, string> = {
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email',
    ...provider.extraParams,
  };
  // PKCE for every provider, Apple's form_post included; the nonce is derived from the verifier,
  // so signinup can check the ID token belongs to this sign-in without server-side state.
  const pkceCodeVerifier = oidc.randomPKCECodeVerifier();
  params.code_challenge = await oidc.calculatePKCECodeChallenge(pkceCodeVerifier);
  params.code_challenge_method = 'S256';
  params.nonce = nonceFor(pkceCodeVerifier);
  const url = oidc.buildAuthorizationUrl(config, params);
  return { urlWithQueryParams: url.href, pkceCodeVerifier };
}

function readName(claims: Record<string, unknown>, userParam: string | undefined) {
  if (typeof claims.name === 'string') {
    return claims.name;
  }
  try {
    const parsed = userParam ? (JSON.parse(userParam) as { name?: Record<string, unknown> }) : {};
    const parts = [parsed.name?.firstName, parsed.name?.lastName].filter(
      (p) => typeof p === 'string',
    );
    return parts.length ? parts.join(' ') : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Exchanges the authorization code (with the PKCE verifier when one was issued) and reads the
 * verified ID token: subject, e-mail and whether the provider vouches for it. Throws when the
 * provider refuses the code or the ID token does not verify.
 */
export async function exchangeCode(
  deps: AuthDeps,
  provider: ProviderSettings,
  redirectUri: string,
  queryParams: Record<string, string>,
  pkceCodeVerifier: string | undefined,
): Promise<ProviderIdentity> {
  if (!pkceCodeVerifier) {
    throw new Error('the PKCE code verifier is missing');
  }
  const config = await providerConfiguration(deps, provider);
  const callbackUrl = new URL(redirectUri);
  for (const [key, value] of Object.entries(queryParams)) {
    callbackUrl.searchParams.set(key, value);
  }
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier,
    expectedNonce: nonceFor(pkceCodeVerifier),
    expectedState: oidc.skipStateCheck,
    idTokenExpected: true,
  });
  const claims = tokens.claims() as Record<string, unknown> | undefined;
  if (!claims || typeof claims.sub !== 'string') {
    throw new Error('the provider returned no subject');
  }
  const email = typeof claims.email === 'string' && claims.email.trim() ? claims.email : undefined;
  return {
    subject: claims.sub,
    email: email ? normaliseEmail(email) : undefined,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: readName(claims, queryParams.user),
  };
}
