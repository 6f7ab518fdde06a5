import { useRouterState } from '@tanstack/react-router';
import { EmailPasswordPreBuiltUI } from 'supertokens-auth-react/recipe/emailpassword/prebuiltui';
import { EmailVerificationPreBuiltUI } from 'supertokens-auth-react/recipe/emailverification/prebuiltui';
import { ThirdPartyPreBuiltUI } from 'supertokens-auth-react/recipe/thirdparty/prebuiltui';
import { canHandleRoute, getRoutingComponent } from 'supertokens-auth-react/ui';
import '../../lib/auth/auth-runtime.ts';
import { TWO_STEP_PATH } from '../../lib/session/session-user.ts';
import { NotFoundPage } from '../not-found-page.tsx';
import { TwoStepPage } from './two-step-page.tsx';
import './login.css';

const PREBUILT_UIS = [EmailPasswordPreBuiltUI, ThirdPartyPreBuiltUI, EmailVerificationPreBuiltUI];

/**
 * Everything under /login: sign-in, sign-up (?show=signup), reset-password, verify-email and the
 * provider callbacks, drawn by the SDK's prebuilt UI. This module (and the prebuilt UI with it) is
 * loaded only when a /login page is opened.
 */
export function LoginPage() {
  // A navigation inside the app (e.g. Login -> Signup in the nav) starts the SDK's page afresh;
  // the SDK's own query updates (history.replaceState) do not go through the router.
  const href = useRouterState({ select: (state) => state.location.href });
  if (href.split('?')[0] === TWO_STEP_PATH) {
    return (
      <section className="auth-page">
        <TwoStepPage />
      </section>
    );
  }
  if (!canHandleRoute(PREBUILT_UIS)) {
    return <NotFoundPage />;
  }
  return (
    <section className="auth-page" key={href}>
      {getRoutingComponent(PREBUILT_UIS)}
    </section>
  );
}
