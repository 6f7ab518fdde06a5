import { z } from 'zod';
import { THIRD_PARTY_PROVIDERS, type ThirdPartyId } from './session-constants.ts';

const knownIds: readonly string[] = THIRD_PARTY_PROVIDERS.map((provider) => provider.id);

/**
 * The part of GET /api/auth/loginmethods (auth-protocol.md 4.12) the web app reads: the
 * providers the server has keys for. Only those get a "Continue with ..." button.
 */
export const signInProvidersSchema = z
  .object({
    thirdParty: z.object({ providers: z.array(z.object({ id: z.string() })) }),
  })
  .transform(({ thirdParty }) =>
    thirdParty.providers
      .map((provider) => provider.id)
      .filter((id): id is ThirdPartyId => knownIds.includes(id)),
  );
