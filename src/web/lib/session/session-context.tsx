import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { toast } from 'react-toastify';
import { hasFrontToken, loadAuthSdk } from '../auth/auth-sdk.ts';
import { AUTH_SETTINGS } from '../auth/auth-settings.ts';
import { captureReferral, sendStoredReferral } from '../auth/referral-client.ts';
import { startEarlySessionCheck } from './early-session-check.ts';
import { onSessionChange } from './session-events.ts';
import { endSession, loadSessionUser, type SessionUser } from './session-user.ts';

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signedIn'; user: SessionUser }
  | { status: 'signedOut'; user: null };

type SessionContextValue = SessionState & {
  reload: () => Promise<void>;
  signOut: () => Promise<void>;
};

// A browser with a session needs the SDK at once: start loading it with the app, and ask the
// server who is signed in meanwhile (answers without waiting for the SDK when the token is valid).
if (typeof document !== 'undefined' && hasFrontToken(document.cookie)) {
  startEarlySessionCheck(document.cookie);
  void loadAuthSdk();
}

const SessionContext = createContext<SessionContextValue | null>(null);

const SIGN_OUT_FAILED = 'Signing out did not reach the server. Please try again.';
const SIGNED_OUT: SessionState = { status: 'signedOut', user: null };

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading', user: null });
  // Only the newest load may set the state (a refresh can start one while another runs).
  const loads = useRef(0);
  const referral = useRef<Promise<void>>(Promise.resolve());

  const reload = useCallback(async () => {
    loads.current += 1;
    const load = loads.current;
    const user = await loadSessionUser();
    if (load !== loads.current) {
      return;
    }
    setState(user ? { status: 'signedIn', user } : SIGNED_OUT);
    // The auth pages always leave with a full page load after sign-in: the next page sends it.
    if (user && !window.location.pathname.startsWith(AUTH_SETTINGS.websiteBasePath)) {
      await referral.current;
      if (await sendStoredReferral(user)) {
        await reload();
      }
    }
  }, []);

  // Logout always clears the user (spec section 4); a server that could not be reached is said.
  const signOut = useCallback(async () => {
    loads.current += 1;
    try {
      await endSession();
    } catch {
      toast.error(SIGN_OUT_FAILED);
    } finally {
      setState(SIGNED_OUT);
    }
  }, []);

  useEffect(() => {
    referral.current = captureReferral(window.location.search);
    void reload();
    return onSessionChange((change) => {
      if (change === 'ended') {
        loads.current += 1;
        setState(SIGNED_OUT);
      } else {
        void reload();
      }
    });
  }, [reload]);

  const value = useMemo(() => ({ ...state, reload, signOut }), [state, reload, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) {
    throw new Error('useSession needs a SessionProvider above it');
  }
  return value;
}
