import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../collection/collection-test-kit.ts';
import { createDb } from '../db/client.ts';
import { createMailer } from '../mail/mailer.ts';
import { query } from '../shop/test/shop-test-kit.ts';
import { type SmtpPeer, startSmtpPeer } from '../test/smtp-peer.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestUser } from '../test/users.ts';
import { type DeliveryDeps, deliverDueNotifications } from './deliver-notifications.ts';
import { notifyUser } from './notify.ts';

let t: TestApp;
let smtp: SmtpPeer;
let second: ReturnType<typeof createDb>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  // Deliveries run only when the test says so: it plays the job (and a second process).
  t = await createTestApp({ SMTP_URL: smtp.url, NOTIFY_DELIVER_AT_ONCE: 'false' });
  second = createDb(t.databaseUrl);
});
afterAll(async () => {
  await second.pool.end();
  await t.close();
  await smtp.close();
});

function depsOf(db: ReturnType<typeof createDb>, mailer = t.app.mailer): DeliveryDeps {
  return {
    db: db.db,
    pool: db.pool,
    log: t.app.log,
    mailer,
    push: undefined,
    websiteUrl: 'https://cardfolio.test',
  };
}

const order = (n: number) => ({
  type: 'order_shipped' as const,
  payload: { orderId: n, trackingNumber: null },
  dedupeKey: `order:${n}`,
});

const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));

describe('delivery', () => {
  it('sends each mail once when two processes deliver at the same time', async () => {
    const user = await createTestUser(t.app);
    for (let n = 1; n <= 12; n += 1) {
      await notifyUser(t.app.db, user.id, order(n));
    }
    // The same event again (a retried webhook, another process) is not stored twice.
    expect(await notifyUser(t.app.db, user.id, order(1))).toBe(0);
    const first = { db: t.app.db, pool: t.app.pool };
    const [a, b] = await Promise.all([
      deliverDueNotifications(depsOf(first), 3),
      deliverDueNotifications(depsOf(second), 3),
    ]);
    expect(a.sent + b.sent).toBe(12);
    expect(a.sent).toBeGreaterThan(0);
    expect(b.sent).toBeGreaterThan(0);
    const subjects = mailsTo(user.email).map((m) => /Order #(\d+) is on its way/.exec(m.text)?.[1]);
    expect(subjects).toHaveLength(12);
    expect(new Set(subjects).size).toBe(12);
  });

  it('sends nothing for an account deleted before its mail went out', async () => {
    const user = await createTestUser(t.app);
    await notifyUser(t.app.db, user.id, order(100));
    const deleted = await call(t, user, 'DELETE', '/api/profile', { confirm_email: user.email });
    expect(deleted.status).toBe(204);
    await deliverDueNotifications(depsOf({ db: t.app.db, pool: t.app.pool }));
    expect(mailsTo(user.email)).toEqual([]);
    const left = await query(t, 'SELECT 1 FROM notifications WHERE user_id = $1', [user.id]);
    expect(left).toEqual([]);
    // A deleted account is never notified again either.
    expect(await notifyUser(t.app.db, user.id, order(101))).toBe(0);
  });

  it('retries a mail the SMTP server refused, later, and gives it up after the last try', async () => {
    const user = await createTestUser(t.app);
    await notifyUser(t.app.db, user.id, order(200));
    // Nothing listens on port 9: the mail server is down.
    const down = createMailer({
      db: t.app.db,
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'Cardfolio <no-reply@cardfolio.test>',
      log: t.app.log,
      retentionDays: 1,
    });
    const app = { db: t.app.db, pool: t.app.pool };
    expect(await deliverDueNotifications(depsOf(app, down))).toEqual({ sent: 0, failed: 1 });
    const [row] = await query<{
      status: string;
      attempts: number;
      due_in: number;
      last_error: string;
    }>(
      t,
      `SELECT d.status, d.attempts, extract(epoch FROM d.next_attempt_at - now())::int AS due_in, d.last_error
       FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id WHERE n.user_id = $1`,
      [user.id],
    );
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.due_in).toBeGreaterThan(20);
    expect(row?.last_error).toMatch(/ECONNREFUSED/);
    // Not due yet: nothing happens.
    expect(await deliverDueNotifications(depsOf(app))).toEqual({ sent: 0, failed: 0 });
    const due = `UPDATE notification_deliveries SET next_attempt_at = now()
      WHERE notification_id IN (SELECT id FROM notifications WHERE user_id = $1)`;
    await query(t, due, [user.id]);
    expect(await deliverDueNotifications(depsOf(app))).toEqual({ sent: 1, failed: 0 });
    expect(mailsTo(user.email)).toHaveLength(1);

    const unlucky = await createTestUser(t.app);
    await notifyUser(t.app.db, unlucky.id, order(300));
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await deliverDueNotifications(depsOf(app, down));
      await query(t, due, [unlucky.id]);
    }
    expect(await deliverDueNotifications(depsOf(app))).toEqual({ sent: 0, failed: 0 });
    const [gaveUp] = await query<{ status: string; attempts: number }>(
      t,
      `SELECT d.status, d.attempts FROM notification_deliveries d
       JOIN notifications n ON n.id = d.notification_id WHERE n.user_id = $1`,
      [unlucky.id],
    );
    expect(gaveUp).toEqual({ status: 'failed', attempts: 6 });
    await down.close();
  });
});
