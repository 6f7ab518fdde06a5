import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { HEARTBEAT_INTERVAL_MS } from '#core/admin/presence.schema.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import { sendHeartbeat } from '../api/send-heartbeat.ts';
import { visitorId } from '../visitor-id.ts';

/** Tells the server which page this tab is on: at once, on every route change, every 30 s. */
export function usePresenceHeartbeat(): void {
  const path = useRouterState({
    select: (state) => `${state.location.pathname}${state.location.searchStr}`.slice(0, 500),
  });
  const userId = useSession().user?.id;
  const current = useRef(path);
  current.current = path;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a sign-in or out is a new visit
  useEffect(() => {
    void sendHeartbeat({ visitorId: visitorId(), path });
  }, [path, userId]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      void sendHeartbeat({ visitorId: visitorId(), path: current.current });
    }, HEARTBEAT_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
}
