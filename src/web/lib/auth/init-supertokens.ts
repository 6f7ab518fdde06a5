import SuperTokens from 'supertokens-auth-react';
import EmailPassword from 'supertokens-auth-react/recipe/emailpassword';
import EmailVerification from 'supertokens-auth-react/recipe/emailverification';
import Session from 'supertokens-auth-react/recipe/session';
import ThirdParty from 'supertokens-auth-react/recipe/thirdparty';
import { EMAIL_VERIFICATION_CLAIM, type ThirdPartyId } from '#core/auth/session-constants.ts';
import { emitSessionChange, toSessionChange } from '../session/session-events.ts';
import {
  confirmationError,
  createSignUpFormFields,
  withoutConfirmation,
} from './auth-form-fields.ts';
import { AUTH_SETTINGS, safeRedirectPath } from './auth-settings.ts';
import { AUTH_STYLE } from './auth-style.ts';

let initialised = false;

const PROVIDER_BUTTONS = {
  google: () => ThirdParty.Google.init(),
  apple: () => ThirdParty.Apple.init(),
} satisfies Record<ThirdPartyId, unknown>;

/** ThirdParty with the providers the server is configured for; none without any. */
function thirdPartyRecipes(providers: readonly ThirdPartyId[]) {
  if (providers.length === 0) {
    return [];
  }
  const buttons = providers.map((id) => PROVIDER_BUTTONS[id]());
  return [ThirdParty.init({ signInAndUpFeature: { providers: buttons } })];
}

/**
 * SuperTokens for the browser (spec section 9): EmailPassword, ThirdParty (the configured ones
 * of Google and Apple), EmailVerification REQUIRED and Session, talking to our own FDI server
 * under /api/auth. Only the recipes live here; the prebuilt UI is loaded with the /login page.
 */
export function initSuperTokens(providers: readonly ThirdPartyId[]): void {
  if (initialised) {
    return;
  }
  initialised = true;
  const origin = window.location.origin;
  SuperTokens.init({
    appInfo: {
      appName: AUTH_SETTINGS.appName,
      apiDomain: origin,
      websiteDomain: origin,
      apiBasePath: AUTH_SETTINGS.apiBasePath,
      websiteBasePath: AUTH_SETTINGS.websiteBasePath,
    },
    clientType: AUTH_SETTINGS.clientType,
    style: AUTH_STYLE,
    privacyPolicyLink: AUTH_SETTINGS.privacyPolicyLink,
    languageTranslations: { defaultLanguage: AUTH_SETTINGS.defaultLanguage },
    getRedirectionURL: async (context) => {
      if (context.action === 'SUCCESS') {
        return safeRedirectPath(context.redirectToPath);
      }
      return undefined;
    },
    recipeList: [
      EmailPassword.init({
        signInAndUpFeature: { signUpForm: { formFields: createSignUpFormFields() } },
        override: {
          functions: (original) => ({
            ...original,
            signUp: async (input) => {
              const error = confirmationError(input.formFields);
              if (error) {
                return {
                  status: 'FIELD_ERROR',
                  formFields: [{ id: 'confirm-password', error }],
                  fetchResponse: new Response(),
                };
              }
              return original.signUp({
                ...input,
                formFields: withoutConfirmation(input.formFields),
              });
            },
          }),
        },
      }),
      ...thirdPartyRecipes(providers),
      EmailVerification.init({ mode: 'REQUIRED' }),
      Session.init({
        onHandleEvent: (event) => {
          const change = toSessionChange(event.action);
          if (change) {
            emitSessionChange(change);
          }
        },
        override: {
          functions: (original) => ({
            ...original,
            getGlobalClaimValidators: (input) =>
              original
                .getGlobalClaimValidators(input)
                .map((validator) =>
                  validator.id === EMAIL_VERIFICATION_CLAIM
                    ? EmailVerification.EmailVerificationClaim.validators.isVerified(
                        AUTH_SETTINGS.emailVerificationRefetchSeconds,
                      )
                    : validator,
                ),
          }),
        },
      }),
    ],
  });
}
