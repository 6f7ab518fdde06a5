import type { HeartbeatBody } from '#core/admin/presence.schema.ts';
import { request } from '../../../lib/api-client.ts';

/** POST /api/presence/heartbeat: this tab is on `path`. Failures are not the user's concern. */
export async function sendHeartbeat(body: HeartbeatBody): Promise<void> {
  try {
    await request('/api/presence/heartbeat', { method: 'POST', body });
  } catch {
    // Offline or rate limited: the next heartbeat tries again.
  }
}
