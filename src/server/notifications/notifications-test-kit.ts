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
  const unfolded = raw.replace(/\r?\n[ \t]/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((each) => each.toLowerCase().startsWith('list-unsubscribe: <'));
  if (!line) {
    throw new Error('no List-Unsubscribe header');
  }
  const url = new URL(line.slice(line.indexOf('<') + 1, line.indexOf('>')));
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
