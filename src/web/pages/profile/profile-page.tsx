import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { RequireSession } from '../../components/auth/require-session.tsx';
import { MyAffiliateSection } from '../../features/affiliates/components/my-affiliate-section.tsx';
import { CurrencyPicker } from '../../features/currency/components/currency-picker.tsx';
import { SocialProfileSection } from '../../features/friends/components/social-profile-section.tsx';
import { loginPathFor } from '../../lib/auth/auth-settings.ts';
import { useSession } from '../../lib/session/session-context.tsx';
import { AccountActions } from './account-actions.tsx';
import { DisplayNameForm } from './display-name-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { membershipLabel, referralLink } from './profile-api.ts';
import { SellerSections } from './seller-sections.tsx';

/** /profile: the signed-in user's own details (issue 3). */
export function ProfilePage() {
  const navigate = useNavigate();
  const session = useSession();
  // Set while an action that ends the session on purpose runs: the page then goes to /, not to
  // the auth page.
  const leaving = useRef(false);

  const onSessionExpired = useCallback(() => {
    if (!leaving.current) {
      window.location.assign(loginPathFor(window.location.pathname + window.location.search));
    }
  }, []);

  const leaveAfter = useCallback(
    async (action: () => Promise<unknown>) => {
      leaving.current = true;
      try {
        await action();
      } catch (error) {
        leaving.current = false;
        throw error;
      }
      await session.signOut().catch(() => undefined);
      await navigate({ to: '/' });
    },
    [navigate, session.signOut],
  );

  return (
    <RequireSession onSessionExpired={onSessionExpired}>
      <section className="profile-page">
        <h1>Your profile</h1>
        {session.user ? (
          <>
            <dl className="profile-facts">
              <dt>E-mail</dt>
              <dd data-testid="profile-email">{session.user.email}</dd>
              <dt>Membership</dt>
              <dd data-testid="profile-tier">{membershipLabel(session.user.membership_tier)}</dd>
              <dt>Your referral link</dt>
              <dd>
                <code data-testid="profile-referral-link">
                  {referralLink(window.location.origin, session.user.referral_handle)}
                </code>
              </dd>
            </dl>
            <MyAffiliateSection />
            <DisplayNameForm current={session.user.display_name} onSaved={session.reload} />
            <CurrencyPicker userId={session.user.id} />
            <SocialProfileSection />
            <PasswordForm />
            <AccountActions email={session.user.email} leaveAfter={leaveAfter} />
            <SellerSections />
          </>
        ) : (
          <p role="alert">
            Your profile could not be loaded.{' '}
            <button type="button" className="link-button" onClick={() => void session.reload()}>
              Try again
            </button>
          </p>
        )}
      </section>
    </RequireSession>
  );
}
