import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { getActiveMenu } from '#core/nav/active-menu.ts';
import { Logo } from '../components/ui/logo.tsx';
import { EXTERNAL_LINKS } from '../config/links.ts';
import { friendsKey } from '../features/friends/api/get-friends.ts';
import { FriendsNavLink } from '../features/friends/components/friends-nav-link.tsx';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import { ScanButton } from '../features/scan/components/scan-button.tsx';
import { useSession } from '../lib/session/session-context.tsx';
import { hasVerifiedClaim } from '../lib/session/session-user.ts';
import './nav-bar.css';

export function NavBar({ actions }: { actions?: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [menuOpen, setMenuOpen] = useState(false);
  const activeMenu = getActiveMenu(pathname);
  const signedIn = session.status === 'signedIn';
  const queryClient = useQueryClient();
  // A notification (a friend request, say) arrived: the other badges catch up without a reload.
  const refreshBadges = () => void queryClient.invalidateQueries({ queryKey: friendsKey });
  const verified = session.status === 'signedIn' && hasVerifiedClaim(session.user);

  // A new page closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => setMenuOpen(false), [pathname]);

  // Leave the page first: a page that requires a session would otherwise send the signed-out
  // user to the auth page.
  const logout = async () => {
    await navigate({ to: '/' });
    await session.signOut();
  };

  return (
    <header className={signedIn ? 'site-header site-header--signed-in' : 'site-header'}>
      <Link to="/" className="brand" aria-label="Cardfolio home">
        <Logo />
        <span className="brand__name">Cardfolio</span>
      </Link>
      <div className="site-header__actions">
        <ScanButton />
        {verified ? <NotificationBell onNotified={refreshBadges} /> : null}
        {actions}
      </div>
      <button
        type="button"
        className="nav-toggle"
        aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={menuOpen}
        aria-controls="main-nav"
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
      </button>
      <nav
        id="main-nav"
        aria-label="Main"
        className={menuOpen ? 'main-nav main-nav--open' : 'main-nav'}
      >
        <div
          className={activeMenu === 'pokemon' ? 'nav-group active' : 'nav-group'}
          data-active={activeMenu === 'pokemon'}
          data-menu="pokemon"
        >
          <span className="nav-group__label">Pokemon</span>
          <Link to="/english/sets">Pokemon Sets</Link>
          <Link to="/market-insights">Market Insights</Link>
          <Link to="/grading-insights">Grading Insights</Link>
        </div>
        <Link
          to="/shop"
          className={activeMenu === 'shop' ? 'nav-link active' : 'nav-link'}
          data-active={activeMenu === 'shop'}
          data-menu="shop"
        >
          Shop
        </Link>
        <Link to="/grade">AI Grading</Link>
        <Link to={signedIn ? '/home' : '/login'}>Collection</Link>
        {signedIn ? <Link to="/decks">Decks</Link> : null}
        {signedIn ? <FriendsNavLink canCount={verified} /> : null}
        <Link to="/memberships">Memberships</Link>
        <a href={EXTERNAL_LINKS.communityChat} target="_blank" rel="noreferrer">
          Community
        </a>
        {signedIn ? (
          <>
            <Link to="/profile">Profile</Link>
            <Link to="/orders">My orders</Link>
            {session.user?.role === 'admin' ? <Link to="/admin/live-users">Admin</Link> : null}
            <button type="button" className="nav-button" onClick={() => void logout()}>
              Logout
            </button>
          </>
        ) : (
          <>
            <Link to="/login">Login</Link>
            <Link to="/login" search={{ show: 'signup' }} className="nav-cta">
              Signup
            </Link>
          </>
        )}
      </nav>
    </header>
  );
}
