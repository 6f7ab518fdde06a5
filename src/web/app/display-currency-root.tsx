import type { ReactNode } from 'react';
import { DisplayCurrencyProvider } from '../features/currency/components/display-currency-provider.tsx';
import { useSession } from '../lib/session/session-context.tsx';

/** The display currency of whoever is signed in, around the whole app. */
export function DisplayCurrencyRoot({ children }: { children: ReactNode }) {
  const session = useSession();
  return (
    <DisplayCurrencyProvider userId={session.user?.id ?? null}>{children}</DisplayCurrencyProvider>
  );
}
