import type { HeartbeatBody } from '#core/admin/presence.schema.ts';

/**
 * POST /api/presence/heartbeat: this tab is on `path`. A plain JSON POST without the CSRF
 * round trip (the server exempts it, ADR 013), so a first page view costs one request.
 * Failures are not the user's concern: the next heartbeat tries again.
 */
export async function sendHeartbeat(body: HeartbeatBody): Promise<void> {
  try {
    await fetch('/api/presence/heartbeat', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    });
  } catch {
    // Offline: the next heartbeat tries again.
  }
}
