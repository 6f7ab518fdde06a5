import { PUBLIC_TENANT } from '#core/auth/session-constants.ts';
import type { IdentityRow, UserRow } from './users.repository.ts';

type LoginMethod = {
  recipeId: 'emailpassword' | 'thirdparty';
  recipeUserId: string;
  tenantIds: string[];
  timeJoined: number;
  email: string;
  thirdParty?: { id: string; userId: string };
  verified: boolean;
};

/** The FDI >= 3.0 User object (auth-protocol.md section 5); one user, one or more methods. */
export function toFdiUser(user: UserRow, identities: IdentityRow[]) {
  const id = String(user.id);
  const verified = user.emailVerifiedAt !== null;
  const methods: LoginMethod[] = [];
  if (user.passwordHash) {
    methods.push({
      recipeId: 'emailpassword',
      recipeUserId: id,
      tenantIds: [PUBLIC_TENANT],
      timeJoined: user.createdAt.getTime(),
      email: user.email,
      verified,
    });
  }
  for (const identity of identities) {
    methods.push({
      recipeId: 'thirdparty',
      recipeUserId: id,
      tenantIds: [PUBLIC_TENANT],
      timeJoined: identity.createdAt.getTime(),
      email: identity.email,
      thirdParty: { id: identity.provider, userId: identity.subject },
      verified: verified && identity.email === user.email,
    });
  }
  return {
    id,
    timeJoined: user.createdAt.getTime(),
    isPrimaryUser: methods.length > 1,
    tenantIds: [PUBLIC_TENANT],
    emails: [...new Set(methods.map((method) => method.email))],
    phoneNumbers: [],
    thirdParty: identities.map((identity) => ({ id: identity.provider, userId: identity.subject })),
    webauthn: { credentialIds: [] },
    loginMethods: methods,
  };
}
