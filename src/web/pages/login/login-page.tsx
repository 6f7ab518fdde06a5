import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { EmailPasswordComponentsOverrideProvider } from 'supertokens-auth-react/recipe/emailpassword';
import { EmailPasswordPreBuiltUI } from 'supertokens-auth-react/recipe/emailpassword/prebuiltui';
import { EmailVerificationComponentsOverrideProvider } from 'supertokens-auth-react/recipe/emailverification';
import { EmailVerificationPreBuiltUI } from 'supertokens-auth-react/recipe/emailverification/prebuiltui';
import { ThirdPartyPreBuiltUI } from 'supertokens-auth-react/recipe/thirdparty/prebuiltui';
import { canHandleRoute, getRoutingComponent } from 'supertokens-auth-react/ui';
import { sdkProviders } from '../../lib/auth/auth-sdk.ts';
import { removeLoginShell } from '../../lib/auth/login-shell-takeover.ts';
import { TWO_STEP_PATH } from '../../lib/session/session-user.ts';
import { NotFoundPage } from '../not-found-page.tsx';
import { CheckInboxScreen } from './check-inbox-screen.tsx';
import { SHELL_TAKEOVER_OVERRIDES } from './shell-takeover.tsx';
import { TwoStepPage } from './two-step-page.tsx';
import './login.css';

/** The SDK's screens; Google and Apple only when the server is configured for one of them. */
function prebuiltUis() {
  return sdkProviders().length > 0
    ? [EmailPasswordPreBuiltUI, ThirdPartyPreBuiltUI, EmailVerificationPreBuiltUI]
    : [EmailPasswordPreBuiltUI, EmailVerificationPreBuiltUI];
}

const OVERRIDES = {
  EmailVerificationSendVerifyEmail_Override: CheckInboxScreen,
};

/**
 * Everything under /login: sign-in, sign-up (?show=signup), reset-password, verify-email and the
 * provider callbacks, drawn by the SDK's prebuilt UI. This module (and the prebuilt UI with it) is
 * loaded only when a /login page is opened; the route's loader sets the SDK up first.
 */
export function LoginPage() {
  // A navigation inside the app (e.g. Login -> Signup in the nav) starts the SDK's page afresh;
  // the SDK's own query updates (history.replaceState) do not go through the router.
  const href = useRouterState({ select: (state) => state.location.href });
  // The form drawn into the HTML goes with the page at the latest (the SDK's form takes it over).
  useEffect(() => removeLoginShell, []);
  if (href.split('?')[0] === TWO_STEP_PATH) {
    return (
      <section className="auth-page">
        <TwoStepPage />
      </section>
    );
  }
  const uis = prebuiltUis();
  if (!canHandleRoute(uis)) {
    return <NotFoundPage />;
  }
  return (
    <section className="auth-page" key={href}>
      <EmailPasswordComponentsOverrideProvider components={SHELL_TAKEOVER_OVERRIDES}>
        <EmailVerificationComponentsOverrideProvider components={OVERRIDES}>
          {getRoutingComponent(uis)}
        </EmailVerificationComponentsOverrideProvider>
      </EmailPasswordComponentsOverrideProvider>
    </section>
  );
}
