import Session from 'supertokens-auth-react/recipe/session';
import { initSuperTokens } from './init-supertokens.ts';

// Importing this module sets the SDK up; it is loaded lazily (see auth-sdk.ts).
initSuperTokens();

/** The SDK calls the rest of the app needs; everything else stays inside this chunk. */
export const authRuntime = {
  doesSessionExist: () => Session.doesSessionExist(),
  getAccessTokenPayload: () =>
    Session.getAccessTokenPayloadSecurely() as Promise<Record<string, unknown>>,
  signOut: () => Session.signOut(),
};

export type AuthRuntime = typeof authRuntime;
