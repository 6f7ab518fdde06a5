import { z } from 'zod';

// The bodies of the auth protocol (docs/auth-protocol.md in the shared docs), one schema each.
// Keys the SDK reads must be listed: the serializer drops keys a schema does not name.

const status = <S extends string>(value: S) => z.object({ status: z.literal(value) });

/** 4xx / 5xx: `{message}` (section 2.2). */
export const fdiMessageSchema = z.object({ message: z.string() });

export const fdiGeneralErrorSchema = status('GENERAL_ERROR').extend({ message: z.string() });

export const fdiOkSchema = status('OK');

const fieldErrorSchema = status('FIELD_ERROR').extend({
  formFields: z.array(z.object({ id: z.string(), error: z.string() })),
});

const thirdPartyIdSchema = z.object({ id: z.string(), userId: z.string() });

/** The User object (section 5). */
const fdiUserSchema = z.object({
  id: z.string(),
  timeJoined: z.number(),
  isPrimaryUser: z.boolean(),
  tenantIds: z.array(z.string()),
  emails: z.array(z.string()),
  phoneNumbers: z.array(z.string()),
  thirdParty: z.array(thirdPartyIdSchema),
  webauthn: z.object({ credentialIds: z.array(z.string()) }),
  loginMethods: z.array(
    z.object({
      recipeId: z.enum(['emailpassword', 'thirdparty']),
      recipeUserId: z.string(),
      tenantIds: z.array(z.string()),
      timeJoined: z.number(),
      email: z.string(),
      thirdParty: thirdPartyIdSchema.optional(),
      verified: z.boolean(),
    }),
  ),
});

const signedInSchema = fdiOkSchema.extend({ user: fdiUserSchema });

/** 4.1 sign-up. */
export const signUpResponseSchema = z.union([signedInSchema, fieldErrorSchema]);
/** 4.2 sign-in. */
export const signInResponseSchema = z.union([
  signedInSchema,
  status('WRONG_CREDENTIALS_ERROR'),
  fieldErrorSchema,
]);
/** 4.3 does an e-mail-password account use this e-mail. */
export const emailExistsResponseSchema = fdiOkSchema.extend({ exists: z.boolean() });
/** 4.4 password reset token. */
export const resetTokenResponseSchema = z.union([fdiOkSchema, fieldErrorSchema]);
/** 4.5 password reset. */
export const resetPasswordResponseSchema = z.union([
  fdiOkSchema,
  status('RESET_PASSWORD_INVALID_TOKEN_ERROR'),
  fieldErrorSchema,
]);
/** 4.6 e-mail verification token. */
export const verifyTokenResponseSchema = z.union([
  fdiOkSchema,
  status('EMAIL_ALREADY_VERIFIED_ERROR'),
]);
/** 4.7 verify an e-mail. */
export const verifyEmailResponseSchema = z.union([
  fdiOkSchema,
  status('EMAIL_VERIFICATION_INVALID_TOKEN_ERROR'),
]);
/** 4.8 is the session e-mail verified. */
export const isVerifiedResponseSchema = fdiOkSchema.extend({ isVerified: z.boolean() });
/** 4.9 a provider sign-in URL (the verifier only with PKCE). */
export const authorisationUrlResponseSchema = fdiOkSchema.extend({
  urlWithQueryParams: z.string(),
  pkceCodeVerifier: z.string().optional(),
});
/** 4.11 third-party sign-in or sign-up. */
export const signInUpResponseSchema = z.union([
  fdiOkSchema.extend({ createdNewRecipeUser: z.boolean(), user: fdiUserSchema }),
  status('NO_EMAIL_GIVEN_BY_PROVIDER'),
  status('SIGN_IN_UP_NOT_ALLOWED').extend({ reason: z.string() }),
]);
/** 4.12 the sign-in methods. */
export const loginMethodsResponseSchema = fdiOkSchema.extend({
  emailPassword: z.object({ enabled: z.boolean() }),
  thirdParty: z.object({
    enabled: z.boolean(),
    providers: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
  passwordless: z.object({ enabled: z.boolean() }),
  webauthn: z.object({ enabled: z.boolean() }),
  firstFactors: z.array(z.string()),
});
/** 3.8 refresh: an empty object (the tokens travel in cookies or headers). */
export const refreshResponseSchema = z.object({});
/** 3.4 the public signing keys; a JWK's members depend on its key type (RFC 7517). */
export const jwksResponseSchema = z.object({
  keys: z.array(z.looseObject({ kty: z.string().optional(), kid: z.string().optional() })),
});
