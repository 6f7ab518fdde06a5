import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { endSession, loadSessionUser, type SessionUser } from './session-user.ts';

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signedIn'; user: SessionUser }
  | { status: 'signedOut'; user: null };

type SessionContextValue = SessionState & {
  reload: () => Promise<void>;
  signOut: () => Promise<void>;
};

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading', user: null });

  const reload = useCallback(async () => {
    const user = await loadSessionUser();
    setState(user ? { status: 'signedIn', user } : { status: 'signedOut', user: null });
  }, []);

  const signOut = useCallback(async () => {
    await endSession();
    setState({ status: 'signedOut', user: null });
  }, []);

  useEffect(() => {
    void reload();
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
