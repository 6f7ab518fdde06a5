import { call } from '../collection/collection-test-kit.ts';
import type { TestApp } from '../test/test-app.ts';
import type { TestUser } from '../test/users.ts';

/** The user's centre as the API answers it. */
export async function centreOf(t: TestApp, user: TestUser) {
  const res = await call(t, user, 'GET', '/api/notifications');
  if (res.status !== 200) {
    throw new Error(`centre failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body as {
    items: { id: number; type: string; title: string; body: string; link: string; read: boolean }[];
    unread: number;
  };
}

/** The unsubscribe link of a received mail's List-Unsubscribe header, as a path. */
export function unsubscribePathIn(raw: string): string {
  const header = /List-Unsubscribe: <([^>]+)>/i.exec(raw.replace(/\r?\n\s+/g, ' '));
  if (!header?.[1]) {
    throw new Error('no List-Unsubscribe header');
  }
  const url = new URL(header[1]);
  return `${url.pathname}${url.search}`;
}

export async function setChannel(
  t: TestApp,
  user: TestUser,
  type: string,
  channel: 'in_app' | 'email' | 'push',
  enabled: boolean,
) {
  const res = await call(t, user, 'PUT', '/api/notifications/preferences', {
    changes: [{ type, channel, enabled }],
  });
  if (res.status !== 200) {
    throw new Error(`preferences failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
}
