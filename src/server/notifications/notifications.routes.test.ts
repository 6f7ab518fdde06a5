import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../collection/collection-test-kit.ts';
import { type Collector, createCollectorWithHandle } from '../social/social-test-kit.ts';
import { type SmtpPeer, startSmtpPeer } from '../test/smtp-peer.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { centreOf, setChannel, unsubscribePathIn } from './notifications-test-kit.ts';

let t: TestApp;
let smtp: SmtpPeer;
let ash: Collector;
let misty: Collector;
let brock: Collector;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url, WEBSITE_URL: 'https://cardfolio.test' });
  ash = await createCollectorWithHandle(t, 'ash');
  misty = await createCollectorWithHandle(t, 'misty');
  brock = await createCollectorWithHandle(t, 'brock');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const request = (from: Collector, body: object) =>
  call(t, from, 'POST', '/api/friends/requests', body);

describe('a friend request', () => {
  it('lands in the centre and sends one mail with a one-click unsubscribe', async () => {
    expect((await request(ash, { handle: misty.handle })).status).toBe(202);
    // Asking again while the first is pending is the same event: nothing new.
    expect((await request(ash, { handle: misty.handle })).status).toBe(202);
    const centre = await centreOf(t, misty);
    expect(centre.unread).toBe(1);
    expect(centre.items).toEqual([
      expect.objectContaining({
        type: 'friend_request_received',
        title: 'New friend request',
        body: `${ash.handle} wants to be your friend on Cardfolio.`,
        link: '/friends',
        read: false,
      }),
    ]);
    const mail = await smtp.waitForMessage(misty.email);
    expect(mail.raw).toMatch(/Subject: New friend request/);
    expect(mail.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    expect(mail.text).toContain('https://cardfolio.test/friends');
    await t.app.notificationHub.idle();
    expect(smtp.messages.filter((m) => m.to.includes(misty.email))).toHaveLength(1);
    // Nobody else sees it, nor can mark it read.
    expect((await centreOf(t, brock)).items).toEqual([]);
    const id = centre.items[0]?.id ?? 0;
    const foreign = await call(t, brock, 'POST', '/api/notifications/read', { ids: [id] });
    expect(foreign.status).toBe(200);
    expect((await centreOf(t, misty)).unread).toBe(1);
    const own = await call(t, misty, 'POST', '/api/notifications/read', { ids: [id] });
    expect(own.body).toEqual({ unread: 0 });
    expect((await centreOf(t, misty)).items[0]?.read).toBe(true);
  });

  it('by e-mail to an account tells its owner; accepting tells the sender', async () => {
    expect((await request(brock, { email: ash.email.toUpperCase() })).status).toBe(202);
    const ashCentre = await centreOf(t, ash);
    const incoming = ashCentre.items.find((item) => item.type === 'friend_request_received');
    expect(incoming?.body).toBe(`${brock.handle} wants to be your friend on Cardfolio.`);
    const overview = await call(t, ash, 'GET', '/api/friends');
    const requestId = overview.body.incoming[0].id as number;
    await call(t, ash, 'POST', `/api/friends/requests/${requestId}/accept`);
    const brockCentre = await centreOf(t, brock);
    expect(brockCentre.items[0]).toMatchObject({
      type: 'friend_request_accepted',
      body: `${ash.handle} accepted your friend request.`,
    });
    const mail = await smtp.waitForMessage(brock.email);
    expect(mail.raw).toMatch(/Subject: Friend request accepted/);
  });

  it('to an address without an account sends one invitation mail to sign up', async () => {
    expect((await request(ash, { email: 'new.trainer@kanto.test' })).status).toBe(202);
    expect((await request(ash, { email: 'new.trainer@kanto.test' })).status).toBe(202);
    const mail = await smtp.waitForMessage('new.trainer@kanto.test');
    expect(mail.raw).toContain(`${ash.handle} wants to be your friend on Cardfolio`);
    expect(mail.text).toContain('https://cardfolio.test/login?show=signup');
    await t.app.mailer.idle();
    expect(smtp.messages.filter((m) => m.to.includes('new.trainer@kanto.test'))).toHaveLength(1);
  });

  it('respects the preferences: centre off still mails, mail off only shows', async () => {
    const gary = await createCollectorWithHandle(t, 'gary');
    await setChannel(t, gary, 'friend_request_received', 'email', false);
    await request(misty, { handle: gary.handle });
    await t.app.notificationHub.idle();
    expect((await centreOf(t, gary)).unread).toBe(1);
    expect(smtp.messages.some((m) => m.to.includes(gary.email))).toBe(false);
    await setChannel(t, gary, 'friend_request_received', 'in_app', false);
    await setChannel(t, gary, 'friend_request_received', 'email', true);
    await request(brock, { handle: gary.handle });
    await smtp.waitForMessage(gary.email);
    expect((await centreOf(t, gary)).items).toHaveLength(1);
    const prefs = await call(t, gary, 'GET', '/api/notifications/preferences');
    expect(
      prefs.body.rows.find((row: { type: string }) => row.type === 'friend_request_received'),
    ).toMatchObject({ channels: { in_app: false, email: true, push: true } });
    // Admin-only types are neither listed nor settable for a collector.
    expect(prefs.body.rows.some((row: { type: string }) => row.type.startsWith('admin_'))).toBe(
      false,
    );
    const refused = await call(t, gary, 'PUT', '/api/notifications/preferences', {
      changes: [{ type: 'admin_new_contact_message', channel: 'email', enabled: true }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain('type');
  });
});

describe('the unsubscribe link', () => {
  it('shows a confirm page, and a one-click POST without sign-in turns that mail off', async () => {
    const mail = await smtp.waitForMessage(misty.email);
    const path = unsubscribePathIn(mail.raw);
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Friend request received');
    const done = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('no more e-mails');
    const prefs = await call(t, misty, 'GET', '/api/notifications/preferences');
    const row = prefs.body.rows.find((r: { type: string }) => r.type === 'friend_request_received');
    expect(row.channels).toEqual({ in_app: true, email: false, push: true });
    const before = smtp.messages.length;
    await request(brock, { handle: misty.handle });
    await t.app.notificationHub.idle();
    expect((await centreOf(t, misty)).unread).toBe(1);
    expect(smtp.messages.length).toBe(before);
  });

  it('refuses a forged or malformed token with a 404 page, changing nothing', async () => {
    const mail = await smtp.waitForMessage(misty.email);
    const path = unsubscribePathIn(mail.raw);
    const forged = path.replace(`token=${misty.id}.`, `token=${ash.id}.`);
    for (const url of [forged, '/api/notifications/unsubscribe?token=1.order_paid.AAAA']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
    }
    const prefs = await call(t, ash, 'GET', '/api/notifications/preferences');
    const row = prefs.body.rows.find((r: { type: string }) => r.type === 'friend_request_received');
    expect(row.channels.email).toBe(true);
  });
});

describe('the API', () => {
  it('needs a session and names bad fields', async () => {
    expect((await call(t, null, 'GET', '/api/notifications')).status).toBe(401);
    const empty = await call(t, ash, 'POST', '/api/notifications/read', {});
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('ids');
    const badType = await call(t, ash, 'PUT', '/api/notifications/preferences', {
      changes: [{ type: 'nope', channel: 'email', enabled: false }],
    });
    expect(badType.status).toBe(400);
  });
});
