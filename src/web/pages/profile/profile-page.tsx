import { Link } from '@tanstack/react-router';
import { RequireSession } from '../../components/auth/require-session.tsx';
import { YourDataSection } from '../../features/account-export/components/your-data-section.tsx';
import { MyAffiliateSection } from '../../features/affiliates/components/my-affiliate-section.tsx';
import { CurrencyPicker } from '../../features/currency/components/currency-picker.tsx';
import { SocialProfileSection } from '../../features/friends/components/social-profile-section.tsx';
import { NotificationSettings } from '../../features/notifications/components/notification-settings.tsx';
import { AccountActions } from '../../features/profile/components/account-actions.tsx';
import { DisplayNameForm } from '../../features/profile/components/display-name-form.tsx';
import { PasswordForm } from '../../features/profile/components/password-form.tsx';
import { SaleSettingsForm } from '../../features/profile/components/sale-settings-form.tsx';
import { TwoStepCard } from '../../features/profile/components/two-step-card.tsx';
import { useLeaveAfter } from '../../features/profile/hooks/use-leave-after.ts';
import { membershipLabel, referralLink } from '../../features/profile/lib/profile-facts.ts';
import { useSession } from '../../lib/session/session-context.tsx';
import { SellerSections } from './seller-sections.tsx';

/** /profile: the signed-in user's own details (issue 3). */
export function ProfilePage() {
  const session = useSession();
  const { leaveAfter, onSessionExpired } = useLeaveAfter();

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
            <SaleSettingsForm userId={session.user.id} />
            <SocialProfileSection />
            <NotificationSettings />
            <p>
              <Link to="/alerts">Price alerts and digest e-mails</Link>
            </p>
            <PasswordForm />
            <TwoStepCard />
            <YourDataSection />
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
