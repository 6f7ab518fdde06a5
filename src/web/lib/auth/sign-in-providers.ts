import { AUTH_API_BASE_PATH, type ThirdPartyId } from '#core/auth/session-constants.ts';
import { signInProvidersSchema } from '#core/auth/sign-in-providers.schema.ts';
import { parseAnswer, requestJson } from '../api-client.ts';

/**
 * The sign-in providers the server is configured for (Google, Apple), asked once while the auth
 * SDK loads. A server that cannot say offers none: e-mail and password still work.
 */
export async function fetchSignInProviders(): Promise<ThirdPartyId[]> {
  try {
    const body = await requestJson(`${AUTH_API_BASE_PATH}/loginmethods`);
    return parseAnswer(signInProvidersSchema, body, 'The sign-in methods could not be read.');
  } catch {
    return [];
  }
}
