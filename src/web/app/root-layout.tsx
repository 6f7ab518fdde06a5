import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { Footer } from '../components/layout/footer.tsx';
import { LoadingScreen } from '../components/layout/loading-screen.tsx';
import { CartButton } from '../features/cart/components/cart-button.tsx';
import { useCart } from '../features/cart/use-cart.ts';
import { usePresenceHeartbeat } from '../features/presence/hooks/use-presence-heartbeat.ts';
import { SearchButton } from '../features/search/components/search-button.tsx';
import { useVersionCheck } from '../features/version/use-version-check.ts';
import { AUTH_SETTINGS } from '../lib/auth/auth-settings.ts';
import { removeLoginShell } from '../lib/auth/login-shell-takeover.ts';
import { useSession } from '../lib/session/session-context.tsx';
import { NavBar } from './nav-bar.tsx';
import { ProvideCollectionWrites } from './provide-collection-writes.tsx';
import { startHomeEarly } from './start-home-early.ts';

if (typeof document !== 'undefined') {
  startHomeEarly();
}

export function RootLayout() {
  const session = useSession();
  const cartOpen = useCart().cartOpen;
  // The sign-in and sign-up forms do not wait for the current user: they are for visitors.
  const onAuthPage = useRouterState({
    select: (state) => state.location.pathname.startsWith(AUTH_SETTINGS.websiteBasePath),
  });
  const onLoginForm = useRouterState({
    select: (state) => state.location.pathname === AUTH_SETTINGS.websiteBasePath,
  });
  useEffect(() => {
    // Left before the app took /login's HTML form over (login-shell-takeover.ts).
    if (!onLoginForm) {
      removeLoginShell();
    }
  }, [onLoginForm]);
  useVersionCheck();
  usePresenceHeartbeat();
  return (
    <>
      {session.status === 'loading' && !onAuthPage ? (
        <LoadingScreen />
      ) : (
        <ProvideCollectionWrites>
          <div className="app-shell">
            <NavBar
              actions={
                <>
                  <SearchButton />
                  <CartButton />
                </>
              }
            />
            <main className="app-main">
              <Outlet />
            </main>
            <Footer />
          </div>
        </ProvideCollectionWrites>
      )}
      {/* The cart drawer slides in from the right: toasts then keep to the left of it. */}
      <ToastContainer
        position={cartOpen ? 'top-left' : 'top-right'}
        autoClose={5000}
        theme="dark"
      />
    </>
  );
}
