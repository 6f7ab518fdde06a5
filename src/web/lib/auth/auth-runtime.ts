import Session from 'supertokens-auth-react/recipe/session';
import type { ThirdPartyId } from '#core/auth/session-constants.ts';
import { initSuperTokens } from './init-supertokens.ts';

/** The SDK calls the rest of the app needs; everything else stays inside this chunk. */
const authRuntime = {
  doesSessionExist: () => Session.doesSessionExist(),
  getAccessTokenPayload: () =>
    Session.getAccessTokenPayloadSecurely() as Promise<Record<string, unknown>>,
  signOut: () => Session.signOut(),
};

export type AuthRuntime = typeof authRuntime;

/** Sets the SDK up (once; loaded lazily, see auth-sdk.ts) with the configured providers. */
export function startAuthRuntime(providers: readonly ThirdPartyId[]): AuthRuntime {
  initSuperTokens(providers);
  return authRuntime;
}
