import type { NotificationText } from '#core/notifications/describe-notification.ts';
import { escapeHtml } from '../http/escape-html.ts';
import type { DirectMail } from '../mail/mailer.ts';

type Input = { to: string; text: NotificationText; websiteUrl: string; unsubscribeUrl: string };

/**
 * A notification mail with its one-click unsubscribe (RFC 8058): mail programs show an
 * "Unsubscribe" button that POSTs `List-Unsubscribe=One-Click` to the link.
 */
export function notificationMail({ to, text, websiteUrl, unsubscribeUrl }: Input): DirectMail {
  const link = `${websiteUrl}${text.link}`;
  const footer = 'You get this mail because of your notification settings on Cardfolio.';
  return {
    to,
    subject: text.title,
    text: `${text.body}\n\n${link}\n\n— Cardfolio\n\n${footer}\nUnsubscribe: ${unsubscribeUrl}\nAll settings: ${websiteUrl}/profile`,
    html: `<p>${escapeHtml(text.body)}</p><p><a href="${escapeHtml(link)}">Open in Cardfolio</a></p><p>— Cardfolio</p><p style="color:#777;font-size:12px">${escapeHtml(footer)} <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a> · <a href="${escapeHtml(`${websiteUrl}/profile`)}">All settings</a></p>`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
