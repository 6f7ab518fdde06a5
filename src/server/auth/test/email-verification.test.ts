import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devKeyHeaders } from '../../http/dev-key.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createAuthClient, decodeFrontToken } from './auth-test-client.ts';
import { ageVerificationMails, latestMailTo, linkIn } from './mail-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEBSITE_URL: 'http://cards.test:8080' });
});
afterAll(async () => t.close());

const verify = (client: ReturnType<typeof createAuthClient>, token: unknown) =>
  client.call(
    'POST',
    '/api/auth/user/email/verify',
    { method: 'token', token },
    { rid: 'emailverification' },
  );

describe('e-mail verification through the outbox', () => {
  it('mails a verification link on sign-up and verifies with it', async () => {
    const client = createAuthClient(t.app);
    await client.signUp('gary@pallet.town', 'eevee1234');
    const mail = await latestMailTo(t.app, 'gary@pallet.town');
    expect(mail.subject).toContain('Verify');
    const { url, token } = linkIn(mail.text);
    expect(`${url.origin}${url.pathname}`).toBe('http://cards.test:8080/login/verify-email');
    expect(url.searchParams.get('tenantId')).toBe('public');

    const res = await verify(client, token);
    expect(res.json()).toEqual({ status: 'OK' });
    expect(decodeFrontToken(res)?.up['st-ev']).toMatchObject({ v: true });
    expect((await client.me()).json().email_verified).toBe(true);
    const refreshed = await client.refresh();
    expect(decodeFrontToken(refreshed)?.up['st-ev']).toMatchObject({ v: true });
  });

  it('refuses a used token, an unknown token and a missing token', async () => {
    const client = createAuthClient(t.app);
    const { token } = linkIn((await latestMailTo(t.app, 'gary@pallet.town')).text);
    expect((await verify(client, token)).json()).toEqual({
      status: 'EMAIL_VERIFICATION_INVALID_TOKEN_ERROR',
    });
    expect((await verify(client, 'nope')).json()).toEqual({
      status: 'EMAIL_VERIFICATION_INVALID_TOKEN_ERROR',
    });
    expect((await verify(client, 42)).statusCode).toBe(400);
    expect((await verify(client, undefined)).statusCode).toBe(400);
  });

  it('answers EMAIL_ALREADY_VERIFIED_ERROR when a verified user asks for a link', async () => {
    const client = createAuthClient(t.app);
    await client.signIn('gary@pallet.town', 'eevee1234');
    const res = await client.call(
      'POST',
      '/api/auth/user/email/verify/token',
      {},
      { rid: 'emailverification' },
    );
    expect(res.json()).toEqual({ status: 'EMAIL_ALREADY_VERIFIED_ERROR' });
    expect(decodeFrontToken(res)?.up['st-ev']).toMatchObject({ v: true });
  });

  it('re-sends a link to an unverified user and reports isVerified with a fresh claim', async () => {
    const client = createAuthClient(t.app);
    await client.signUp('daisy@pallet.town', 'eevee1234');
    const first = await latestMailTo(t.app, 'daisy@pallet.town');
    await ageVerificationMails(t.app, 'daisy@pallet.town');
    const resend = await client.call(
      'POST',
      '/api/auth/user/email/verify/token',
      {},
      { rid: 'emailverification' },
    );
    expect(resend.json()).toEqual({ status: 'OK' });
    const second = await latestMailTo(t.app, 'daisy@pallet.town');
    expect(second.id).toBeGreaterThan(first.id);
    const check = await client.call('GET', '/api/auth/user/email/verify');
    expect(check.json()).toEqual({ status: 'OK', isVerified: false });
    const front = decodeFrontToken(check);
    expect(front?.up['st-ev']).toMatchObject({ v: false });
    const claim = front?.up['st-ev'] as { t: number } | undefined;
    expect(Number(claim?.t)).toBeGreaterThan(Date.now() - 5000);
  });

  it('verifies without a session (the Continue button) and the next claim check sees it', async () => {
    const client = createAuthClient(t.app);
    await client.signIn('daisy@pallet.town', 'eevee1234');
    const anonymous = createAuthClient(t.app);
    const { token } = linkIn((await latestMailTo(t.app, 'daisy@pallet.town')).text);
    expect((await verify(anonymous, token)).json()).toEqual({ status: 'OK' });
    const check = await client.call('GET', '/api/auth/user/email/verify');
    expect(check.json()).toEqual({ status: 'OK', isVerified: true });
    expect(decodeFrontToken(check)?.up['st-ev']).toMatchObject({ v: true });
  });

  it('keeps the sign-up link working after a resend', async () => {
    const client = createAuthClient(t.app);
    await client.signUp('bill@cerulean.cape', 'eevee1234');
    const first = await latestMailTo(t.app, 'bill@cerulean.cape');
    await ageVerificationMails(t.app, 'bill@cerulean.cape');
    await client.call(
      'POST',
      '/api/auth/user/email/verify/token',
      {},
      { rid: 'emailverification' },
    );
    const second = await latestMailTo(t.app, 'bill@cerulean.cape');
    expect(second.id).toBeGreaterThan(first.id);
    expect((await verify(client, linkIn(first.text).token)).json()).toEqual({ status: 'OK' });
    expect((await client.me()).json().email_verified).toBe(true);
  });

  it('needs a session for the token and is-verified calls', async () => {
    const anonymous = createAuthClient(t.app);
    expect((await anonymous.call('GET', '/api/auth/user/email/verify')).statusCode).toBe(401);
    const token = await anonymous.call(
      'POST',
      '/api/auth/user/email/verify/token',
      {},
      { rid: 'emailverification' },
    );
    expect(token.statusCode).toBe(401);
    expect(token.json()).toEqual({ message: 'unauthorised' });
  });

  it('shows sent mails newest first with clickable links in the development mailbox', async () => {
    const list = await t.app.inject({ headers: devKeyHeaders(t.app), url: '/dev/mailbox' });
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain('href="http://cards.test:8080/login/verify-email?token=');
    expect(list.body.indexOf('daisy@pallet.town')).toBeLessThan(
      list.body.indexOf('gary@pallet.town'),
    );
    const mail = await latestMailTo(t.app, 'daisy@pallet.town');
    const one = await t.app.inject({
      headers: devKeyHeaders(t.app),
      url: `/dev/mailbox/${mail.id}`,
    });
    expect(one.body).toContain('Verify your Cardfolio e-mail address');
    expect(
      (await t.app.inject({ headers: devKeyHeaders(t.app), url: '/dev/mailbox/999999' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ headers: devKeyHeaders(t.app), url: '/dev/mailbox/abc' })).statusCode,
    ).toBe(400);
  });
});

describe('expired verification links', () => {
  it('answers EMAIL_VERIFICATION_INVALID_TOKEN_ERROR for an expired token', async () => {
    const quick = await createTestApp({ EMAIL_VERIFICATION_TOKEN_TTL_HOURS: '0.0002' });
    try {
      const client = createAuthClient(quick.app);
      await client.signUp('old@pallet.town', 'eevee1234');
      const { token } = linkIn((await latestMailTo(quick.app, 'old@pallet.town')).text);
      await new Promise((resolve) => setTimeout(resolve, 1300));
      expect((await verify(client, token)).json()).toEqual({
        status: 'EMAIL_VERIFICATION_INVALID_TOKEN_ERROR',
      });
    } finally {
      await quick.close();
    }
  });
});

describe('e-mail verification through SMTP', () => {
  let peer: SmtpPeer;
  let smtp: TestApp;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    smtp = await createTestApp({ SMTP_URL: peer.url, MAIL_FROM: 'Cardfolio <hello@cards.test>' });
  });
  afterAll(async () => {
    await smtp.close();
    await peer.close();
  });

  it('delivers the verification mail to the SMTP peer and the link verifies', async () => {
    const client = createAuthClient(smtp.app);
    await client.signUp('bill@cerulean.city', 'eevee1234');
    const mail = await peer.waitForMessage('bill@cerulean.city');
    expect(mail.from).toBe('hello@cards.test');
    expect(mail.text).toContain('Subject: Verify your Cardfolio e-mail address');
    const { token } = linkIn(mail.text.slice(mail.text.indexOf('http')));
    expect((await verify(client, token)).json()).toEqual({ status: 'OK' });
    expect((await client.me()).json().email_verified).toBe(true);
  });

  it('sends one mail per sign-up: a resend asked for within a minute says when to ask again', async () => {
    const client = createAuthClient(smtp.app);
    await client.signUp('lance@blackthorn.city', 'dragonite1');
    await peer.waitForMessage('lance@blackthorn.city');
    const resend = () =>
      client.call('POST', '/api/auth/user/email/verify/token', {}, { rid: 'emailverification' });
    const early = (await resend()).json();
    expect(early.status).toBe('GENERAL_ERROR');
    expect(early.message).toMatch(
      /^We sent you a verification e-mail less than a minute ago\. Check your inbox and spam folder, or ask again in (60|59) seconds\.$/,
    );
    expect((await resend()).json().status).toBe('GENERAL_ERROR');
    const mailsTo = () => peer.messages.filter((mail) => mail.to.includes('lance@blackthorn.city'));
    // Whatever was asked for has reached the peer by the time a later mail arrives.
    await createAuthClient(smtp.app).signUp('clair@blackthorn.city', 'dragonite1');
    await peer.waitForMessage('clair@blackthorn.city');
    expect(mailsTo()).toHaveLength(1);

    await ageVerificationMails(smtp.app, 'lance@blackthorn.city');
    expect((await resend()).json()).toEqual({ status: 'OK' });
    await expect.poll(() => mailsTo().length).toBe(2);
  });

  it('has no development mailbox outside development mode', async () => {
    expect(smtp.app.config.DEV_MODE).toBe(false);
    const res = await smtp.app.inject({
      headers: devKeyHeaders(smtp.app),
      url: '/dev/mailbox?format=json',
    });
    expect(res.body).not.toContain('Development mailbox');
    expect(res.body).not.toContain('bill@cerulean.city');
  });
});
