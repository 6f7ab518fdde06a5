import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEV_KEY_REFUSAL, hasDevKey } from '../http/dev-key.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { idParams } from '../http/id-params.ts';
import { findOutboxMail, listOutbox } from './dev-mailbox.service.ts';
import type { OutboxRow } from './outbox.repository.ts';

/** Escapes the text body and turns its http(s) URLs into links. */
function linkify(text: string): string {
  return escapeHtml(text).replace(
    /https?:\/\/[^\s<>"]+/g,
    (url) => `<a href="${url}" data-testid="mail-link">${url}</a>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;background:#111;color:#eee}
a{color:#7cc4ff}li{margin:.6rem 0}pre{white-space:pre-wrap;background:#1c1c1c;padding:1rem;border-radius:8px}
.meta{color:#aaa;font-size:.9rem}</style></head><body><p class="meta">Development mailbox: mails the app would have sent (no SMTP configured).</p>${body}</body></html>`;
}

const htmlPageSchema = z.string().describe('An HTML page');
const mailJsonSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});

function listItem(mail: OutboxRow): string {
  return `<li><a href="/dev/mailbox/${mail.id}">${escapeHtml(mail.subject)}</a> <span class="meta">to ${escapeHtml(mail.recipient)} · ${mail.createdAt.toISOString()}</span><pre>${linkify(mail.textBody)}</pre></li>`;
}

/**
 * GET /dev/mailbox (newest first) and /dev/mailbox/:id; app.ts registers it only in DEV_MODE.
 * Every page needs the dev key printed at start (decision 003): without it, 401.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!hasDevKey(request, reply, app.config.DEV_KEY)) {
      return reply.code(401).type('text/html').send(DEV_KEY_REFUSAL);
    }
  });
  app.get(
    '/',
    {
      schema: {
        hide: true,
        querystring: z.object({
          key: z.string().max(200).optional(),
          to: z.string().max(320).optional(),
          format: z.enum(['html', 'json']).default('html'),
        }),
        response: { 200: z.union([htmlPageSchema, z.array(mailJsonSchema)]), 401: htmlPageSchema },
      },
    },
    async (request, reply) => {
      const to = request.query.to?.trim().toLowerCase();
      const mails = await listOutbox(app.db, 100, to || undefined);
      if (request.query.format === 'json') {
        return mails.map((mail) => ({
          id: mail.id,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.textBody,
          created_at: mail.createdAt.toISOString(),
        }));
      }
      const items = mails.length
        ? `<ul>${mails.map(listItem).join('')}</ul>`
        : '<p>No mails yet.</p>';
      return reply.type('text/html').send(page('Mailbox', `<h1>Mailbox</h1>${items}`));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        hide: true,
        params: idParams,
        response: { 200: htmlPageSchema, 401: htmlPageSchema, 404: htmlPageSchema },
      },
    },
    async (request, reply) => {
      const mail = await findOutboxMail(app.db, request.params.id);
      if (!mail) {
        return reply.code(404).type('text/html').send(page('Not found', '<p>No such mail.</p>'));
      }
      const body = `<p><a href="/dev/mailbox">← Mailbox</a></p><h1>${escapeHtml(mail.subject)}</h1><p class="meta">to ${escapeHtml(mail.recipient)} · ${mail.createdAt.toISOString()}</p><pre>${linkify(mail.textBody)}</pre>`;
      return reply.type('text/html').send(page(mail.subject, body));
    },
  );
};
