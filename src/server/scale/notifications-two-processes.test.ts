import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyUser } from '../notifications/notify.ts';
import { query } from '../shop/test/shop-test-kit.ts';
import { type AppProcess, startAppProcess, stopAppProcesses } from '../test/app-process.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestUser, type TestUser } from '../test/users.ts';

// Issue 37: the bell is live across processes (LISTEN/NOTIFY), and a notification stored by one
// process is mailed once although every process hears it and runs its deliveries.
let t: TestApp;
let other: AppProcess | undefined;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await createTestUser(t.app);
  other = await startAppProcess({
    DATABASE_URL: t.databaseUrl,
    JOBS_ENABLED: 'false',
    SEED_DEMO_CATALOG: 'false',
    SEED_DEMO_SHOP: 'false',
  });
}, 120_000);

afterAll(async () => {
  await stopAppProcesses([other]);
  await t?.close();
});

/** Reads `unread` events of an SSE response until one has `wanted`. */
async function waitForUnread(body: ReadableStream<Uint8Array>, wanted: number) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) {
      throw new Error(`stream ended: ${text}`);
    }
    text += value;
    if (text.includes(`event: unread\ndata: {"unread":${wanted}}`)) {
      await reader.cancel();
      return;
    }
  }
}

describe('notifications with two processes', () => {
  it('wake the bell stream held by the other process, and are mailed once', async () => {
    const controller = new AbortController();
    const response = await fetch(`${other?.base}/api/notifications/stream`, {
      headers: { authorization: user.headers.authorization ?? '' },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const body = response.body as ReadableStream<Uint8Array>;
    const [first, rest] = body.tee();
    await waitForUnread(first, 0);
    await notifyUser(t.app.db, user.id, {
      type: 'order_shipped',
      payload: { orderId: 5, trackingNumber: null },
      dedupeKey: 'order:5',
    });
    await waitForUnread(rest, 1);
    controller.abort();
    await t.app.notificationHub.idle();
    // Without SMTP the mail lands in the outbox: once, whichever process sent it.
    const deadline = Date.now() + 10_000;
    let mails: unknown[] = [];
    while (Date.now() < deadline) {
      const due = await query(t, `SELECT 1 FROM notification_deliveries WHERE status <> 'sent'`);
      mails = await query(t, 'SELECT id FROM outbox WHERE recipient = $1', [user.email]);
      if (due.length === 0 && mails.length > 0) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mails).toHaveLength(1);
  }, 60_000);
});
