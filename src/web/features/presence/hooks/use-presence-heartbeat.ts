import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { HEARTBEAT_INTERVAL_MS, presencePath } from '#core/admin/presence.schema.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import { sendHeartbeat } from '../api/send-heartbeat.ts';
import { visitorId } from '../visitor-id.ts';

/**
 * Tells the server which page this tab is on: at once, on every route change, every 30 s. Only
 * the path goes out, never the query: reset and verification tokens and provider codes live there.
 */
export function usePresenceHeartbeat(): void {
  const path = useRouterState({
    select: (state) => presencePath(state.location.pathname),
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
