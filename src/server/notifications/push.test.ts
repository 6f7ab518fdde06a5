import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { call } from '../collection/collection-test-kit.ts';
import { query } from '../shop/test/shop-test-kit.ts';
import { type PushServiceStandIn, startPushServiceStandIn } from '../test/push-service-stand-in.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestUser, type TestUser } from '../test/users.ts';
import { setChannel } from './notifications-test-kit.ts';
import { notifyUser } from './notify.ts';

let t: TestApp;
let pushService: PushServiceStandIn;
let user: TestUser;

beforeAll(async () => {
  pushService = await startPushServiceStandIn();
  const keys = webPush.generateVAPIDKeys();
  t = await createTestApp({
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:ops@cardfolio.test',
    PUSH_SERVICE_HOSTS: '127.0.0.1',
  });
  user = await createTestUser(t.app);
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const subscribe = (who: TestUser, sub: object) =>
  call(t, who, 'POST', '/api/notifications/push-subscriptions', sub);

const shipped = (orderId: number) => ({
  type: 'order_shipped' as const,
  payload: { orderId, trackingNumber: 'TRACK1' },
  dedupeKey: `order:${orderId}`,
});

describe('browser push', () => {
  it('encrypts the notification for the browser, signed with the VAPID key', async () => {
    const prefs = await call(t, user, 'GET', '/api/notifications/preferences');
    expect(prefs.body).toMatchObject({ pushAvailable: true, vapidPublicKey: expect.any(String) });
    const sub = pushService.subscribe();
    expect((await subscribe(user, sub)).status).toBe(204);
    await notifyUser(t.app.db, user.id, shipped(7));
    const push = await pushService.waitForPush(sub.id);
    expect(JSON.parse(push.payload)).toEqual({
      id: expect.any(Number),
      type: 'order_shipped',
      title: 'Order shipped',
      body: 'Order #7 is on its way (tracking TRACK1).',
      link: '/orders/7',
    });
    expect(push.vapid.sub).toBe('mailto:ops@cardfolio.test');
    expect(push.ttl).toBeGreaterThan(0);
  });

  it('respects the push switch, and forgets a subscription the push service calls gone', async () => {
    const other = await createTestUser(t.app);
    const sub = pushService.subscribe();
    await subscribe(other, sub);
    await setChannel(t, other, 'order_shipped', 'push', false);
    await notifyUser(t.app.db, other.id, shipped(8));
    await t.app.notificationHub.idle();
    expect(pushService.received.some((p) => p.subscriptionId === sub.id)).toBe(false);
    await setChannel(t, other, 'order_shipped', 'push', true);
    pushService.expire(sub.id);
    await notifyUser(t.app.db, other.id, shipped(9));
    await t.app.notificationHub.idle();
    const left = await query(t, 'SELECT 1 FROM push_subscriptions WHERE user_id = $1', [other.id]);
    expect(left).toEqual([]);
    const [delivery] = await query<{ status: string }>(
      t,
      `SELECT d.status FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id
       WHERE n.user_id = $1 AND d.channel = 'push'`,
      [other.id],
    );
    expect(delivery?.status).toBe('sent');
  });

  it('refuses an endpoint that is not a push service, and removes only my own subscription', async () => {
    const sub = pushService.subscribe();
    const bad = await subscribe(user, { ...sub, endpoint: 'https://intranet.example/collect' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('endpoint');
    const noKeys = await subscribe(user, {
      endpoint: sub.endpoint,
      keys: { p256dh: 'x', auth: 'y' },
    });
    expect(noKeys.status).toBe(400);
    await subscribe(user, sub);
    const stranger = await createTestUser(t.app);
    const remove = (who: TestUser) =>
      call(t, who, 'DELETE', '/api/notifications/push-subscriptions', { endpoint: sub.endpoint });
    expect((await remove(stranger)).status).toBe(404);
    expect((await remove(user)).status).toBe(204);
  });
});
