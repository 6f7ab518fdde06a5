import { escapeHtml } from '../http/escape-html.ts';
import type { OutgoingMail } from './outbox.repository.ts';

function linkMail(to: string, subject: string, intro: string, link: string, outro: string) {
  const text = `${intro}\n\n${link}\n\n${outro}\n\n— Cardfolio`;
  const html = `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(outro)}</p><p>— Cardfolio</p>`;
  return { to, subject, text, html } satisfies OutgoingMail;
}

export function verificationMail(to: string, link: string): OutgoingMail {
  return linkMail(
    to,
    'Verify your Cardfolio e-mail address',
    'Someone created a Cardfolio account with this e-mail address. Clicking the link below confirms that this account is yours.',
    link,
    'The link is valid for 24 hours. If you did not create it, do not click: ignore this mail. If you click and did not choose the password, reset it with "Forgot password".',
  );
}

/** To an address with no account yet: a collector asked to be friends (issue #37). */
export function friendInviteMail(to: string, fromHandle: string, link: string): OutgoingMail {
  return linkMail(
    to,
    `${fromHandle} wants to be your friend on Cardfolio`,
    `The collector ${fromHandle} sent a friend request to this e-mail address on Cardfolio, the app for Pokemon card collectors. Create your free account with this address to answer it:`,
    link,
    'If you do not want to join, ignore this mail: nothing else will be sent.',
  );
}

export function passwordResetMail(to: string, link: string): OutgoingMail {
  return linkMail(
    to,
    'Reset your Cardfolio password',
    'Someone asked to reset the password of your Cardfolio account. Click the link below to choose a new one.',
    link,
    'The link is valid for one hour and works once. If it was not you, ignore this mail.',
  );
}
