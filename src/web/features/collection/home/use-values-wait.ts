import { useEffect, useState } from 'react';

/** How long the list waits for the values once the items are in (they usually come together). */
export const VALUES_WAIT_MS = 400;

/**
 * True while the items are in but the values are still on their way, for at most
 * VALUES_WAIT_MS: the 10,000-item list is then built and rendered once, with its values,
 * instead of once without and again with them.
 */
export function useWaitingForValues(hasItems: boolean, valuesPending: boolean): boolean {
  const [waitOver, setWaitOver] = useState(false);
  const waiting = hasItems && valuesPending && !waitOver;
  useEffect(() => {
    if (!waiting) {
      return;
    }
    const timer = window.setTimeout(() => setWaitOver(true), VALUES_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);
  return waiting;
}
