import { useEffect, useState } from 'react';
import { type LiveUsers, liveUsersSchema } from '#core/admin/presence.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

const STREAM = '/api/admin/live-users/stream';
const RECONNECT_MS = 5000;

/** GET /api/admin/live-users: the snapshot. */
export async function fetchLiveUsers(): Promise<LiveUsers> {
  return liveUsersSchema.parse(await requestJson('/api/admin/live-users'));
}

export type LiveUsersState = {
  data?: LiveUsers;
  /** Server clock minus this browser's clock, measured when the data arrived. */
  offsetMs: number;
  live: boolean;
  error: boolean;
};

const received = (data: LiveUsers, live: boolean): LiveUsersState => ({
  data,
  offsetMs: Date.parse(data.serverTime) - Date.now(),
  live,
  error: false,
});

/**
 * The live users, kept current by the server-sent events of /api/admin/live-users/stream. When
 * the stream fails (expired session, restart), a plain fetch (which refreshes the session)
 * fills in and the stream is opened again.
 */
export function useLiveUsers(): LiveUsersState {
  const [state, setState] = useState<LiveUsersState>({ offsetMs: 0, live: false, error: false });
  useEffect(() => {
    let source: EventSource | undefined;
    let retry: number | undefined;
    let stopped = false;
    const open = () => {
      source = new EventSource(STREAM);
      source.addEventListener('live-users', (event) => {
        const parsed = liveUsersSchema.safeParse(JSON.parse((event as MessageEvent).data));
        if (parsed.success) {
          setState(received(parsed.data, true));
        }
      });
      source.onerror = () => {
        source?.close();
        setState((previous) => ({ ...previous, live: false }));
        fetchLiveUsers()
          .then((data) => setState(received(data, false)))
          .catch(() => setState((previous) => ({ ...previous, error: true })));
        if (!stopped) {
          retry = window.setTimeout(open, RECONNECT_MS);
        }
      };
    };
    open();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      source?.close();
    };
  }, []);
  return state;
}
