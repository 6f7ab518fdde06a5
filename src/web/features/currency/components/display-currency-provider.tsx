import { Fragment, type ReactNode, useEffect } from 'react';
import { setDisplayMoney, useDisplayMoney } from '../../../lib/display-money.ts';
import { useCurrency } from '../api/get-currency.ts';

/**
 * Loads the visitor's display currency and hands it to the money helpers. The app below is
 * keyed by the currency, so every price re-renders in it when it changes (rarely: at start and
 * when the user picks another currency on /profile).
 */
export function DisplayCurrencyProvider({
  userId,
  children,
}: {
  userId: number | null;
  children: ReactNode;
}) {
  const { data } = useCurrency(userId);
  useEffect(() => {
    setDisplayMoney(
      data
        ? { currency: data.currency, unitsPerUsd: data.units_per_usd }
        : { currency: 'USD', unitsPerUsd: 1 },
    );
  }, [data]);
  const display = useDisplayMoney();
  return <Fragment key={`${display.currency}:${display.unitsPerUsd}`}>{children}</Fragment>;
}
