import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#core/errors.ts';
import { escapeHtml } from '../http/escape-html.ts';
import {
  checkUnsubscribeLink,
  type NotificationDeps,
  unsubscribeByLink,
} from './notifications.service.ts';

const htmlPage = z.string().describe('An HTML page');
const tokenQuery = z.object({ token: z.string().min(5).max(200) });

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Cardfolio</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/**
 * /api/notifications/unsubscribe?token=...: the link in every notification mail, working
 * without signing in. GET only shows a confirm button (mail scanners follow links); the POST,
 * the button's or a mail program's `List-Unsubscribe=One-Click` (RFC 8058), turns the mails off.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ notifications: NotificationDeps }> = async (
  app,
  options,
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.setErrorHandler((error, _request, reply) => {
    const notFound = error instanceof AppError && error.code === 'NOT_FOUND';
    const status = notFound ? 404 : ((error as { statusCode?: number }).statusCode ?? 500);
    const message = notFound ? error.message : 'This unsubscribe link is not valid';
    return reply
      .code(status >= 500 ? 500 : status)
      .type('text/html')
      .send(
        page(
          'Link not valid',
          `<p>${escapeHtml(message)}</p><p><a href="/profile">Notification settings</a></p>`,
        ),
      );
  });
  app.get(
    '/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The unsubscribe confirm page of a notification mail (no sign-in)',
        querystring: tokenQuery,
        response: { 200: htmlPage, 404: htmlPage },
      },
    },
    async (request, reply) => {
      const target = await checkUnsubscribeLink(options.notifications, request.query.token);
      const action = `?token=${encodeURIComponent(request.query.token)}`;
      return reply
        .type('text/html')
        .send(
          page(
            'Unsubscribe',
            `<p>Stop e-mails about: <strong>${escapeHtml(target.label)}</strong>?</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form><p><a href="/profile">All notification settings</a></p>`,
          ),
        );
    },
  );
  app.post(
    '/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'One-click unsubscribe (RFC 8058): body List-Unsubscribe=One-Click',
        querystring: tokenQuery,
        body: z.object({ 'List-Unsubscribe': z.literal('One-Click') }),
        response: { 200: htmlPage, 404: htmlPage },
      },
    },
    async (request, reply) => {
      const target = await unsubscribeByLink(options.notifications, request.query.token);
      return reply
        .type('text/html')
        .send(
          page(
            'Unsubscribed',
            `<p>You will get no more e-mails about: <strong>${escapeHtml(target.label)}</strong>.</p><p><a href="/profile">All notification settings</a></p>`,
          ),
        );
    },
  );
};
