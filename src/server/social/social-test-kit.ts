import { randomBytes } from 'node:crypto';
import { call } from '../collection/collection-test-kit.ts';
import type { TestApp } from '../test/test-app.ts';
import type { TestUser } from '../test/users.ts';
import { createTestUser } from '../test/users.ts';

export type Collector = TestUser & { handle: string };

/** A signed-in, verified user with a fresh handle. */
export async function createCollectorWithHandle(t: TestApp, prefix: string): Promise<Collector> {
  const user = await createTestUser(t.app);
  const handle = `${prefix}_${randomBytes(3).toString('hex')}`;
  const res = await call(t, user, 'PUT', '/api/profile/social/handle', { handle });
  if (res.status !== 200) {
    throw new Error(`handle failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { ...user, handle };
}

export async function setPrivacy(
  t: TestApp,
  user: TestUser,
  visibility: 'private' | 'friends' | 'public',
  showValues: boolean,
) {
  const res = await call(t, user, 'PUT', '/api/profile/social/privacy', {
    visibility,
    show_values: showValues,
  });
  if (res.status !== 200) {
    throw new Error(`privacy failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

/** `a` asks `b` by handle and `b` accepts. */
export async function befriend(t: TestApp, a: Collector, b: Collector) {
  const sent = await call(t, a, 'POST', '/api/friends/requests', { handle: b.handle });
  if (sent.status !== 202) {
    throw new Error(`request failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  }
  const overview = await call(t, b, 'GET', '/api/friends');
  const request = (overview.body.incoming as { id: number; from: { id: number } }[]).find(
    (entry) => entry.from.id === a.id,
  );
  if (!request) {
    throw new Error('incoming request not found');
  }
  const accepted = await call(t, b, 'POST', `/api/friends/requests/${request.id}/accept`);
  if (accepted.status !== 200) {
    throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  }
}
