import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '#core/errors.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { loginShell } from './login-shell.ts';
import { loadPagePreloads } from './page-preloads.ts';
import { routePath } from './route-path.ts';

const STATIC_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.map',
  '.json',
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.gif',
  '.svg',
  '.ico',
  '.woff',
  '.woff2',
  '.txt',
]);

/** Server-rendered head tags (Open Graph) for one page, and its HTTP status. */
export type PageHead = {
  status: number;
  title: string;
  description: string;
  image?: string;
  url?: string;
};
export type PageHeadResolver = (pathname: string, origin: string) => Promise<PageHead | undefined>;

/**
 * Whether an unrouted path is an API path however it is spelled (`/API/x`, `//api/x`,
 * `/%41pi/x`): those get the JSON 404, never the web app's page with a 200.
 */
function isApiPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: judge the raw path.
  }
  return /^\/+api(?:[/\\]|$)/i.test(decoded);
}

/** index.html with the page's title and Open Graph tags, every value HTML-escaped. */
export function renderHead(indexHtml: string, head: PageHead): string {
  const meta = (property: string, content: string | undefined) =>
    content === undefined ? '' : `<meta property="${property}" content="${escapeHtml(content)}" />`;
  const tags = [
    meta('og:type', 'website'),
    meta('og:site_name', 'Cardfolio'),
    meta('og:title', head.title),
    meta('og:description', head.description),
    meta('og:image', head.image),
    meta('og:url', head.url),
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join('');
  const titled = indexHtml.replace(
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(head.title)}</title>${tags}`,
  );
  return titled.includes(tags) ? titled : indexHtml.replace('</head>', `${tags}</head>`);
}

/**
 * Serves the built SPA with a history fallback; unknown /api paths get a JSON 404. Paths a
 * `pageHead` resolver knows get index.html with their head tags and status.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDistDir: string,
  pageHead?: PageHeadResolver,
): Promise<void> {
  const root = path.resolve(webDistDir);
  const hasBuild = existsSync(path.join(root, 'index.html'));
  const pagePreloads = loadPagePreloads(root);
  if (app.config.NODE_ENV === 'production') {
    // Source maps would publish the original source: not served in production. Decided on the
    // routed path: the router decodes `/x.js.ma%70` to the same file as `/x.js.map`.
    app.addHook('onRequest', async (request, reply) => {
      if (routePath(request).endsWith('.map')) {
        return reply.code(404).type('text/plain').send('Not found');
      }
    });
  }
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      cacheControl: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (isApiPath(pathname) || request.method !== 'GET') {
      const body: ErrorBody = {
        error: { code: 'NOT_FOUND', message: `No route ${request.method} ${pathname}` },
      };
      return reply.code(404).send(body);
    }
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (npm start does it for you).');
    }
    // Ids may contain dots (/sets/sv08.5), so only a missing static file is a plain 404.
    const isNavigation = (request.headers.accept ?? '').includes('text/html');
    if (!isNavigation && STATIC_EXTENSIONS.has(path.extname(pathname).toLowerCase())) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const indexHtml = await readFile(path.join(root, 'index.html'), 'utf8');
    const html = withLoginShell(
      withPreloads(indexHtml, pagePreloads(pathname)),
      pathname,
      request.url.slice(pathname.length),
    );
    const head = pageHead && (await pageHead(pathname, `${request.protocol}://${request.host}`));
    // Sent as text (not streamed) so the per-response CSP style nonce can be put in it.
    return reply
      .code(head?.status ?? 200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(head ? renderHead(html, head) : html);
  });
}

function withPreloads(indexHtml: string, preloads: string): string {
  return preloads ? indexHtml.replace('</head>', `${preloads}</head>`) : indexHtml;
}

/** /login's HTML with the form drawn in (login-shell.ts), after the app's root element. */
function withLoginShell(html: string, pathname: string, search: string): string {
  const shell = loginShell(pathname, search);
  if (!shell) {
    return html;
  }
  const headed = html.replace('</head>', `${shell.head}</head>`);
  return headed.includes(ROOT_ELEMENT)
    ? headed.replace(ROOT_ELEMENT, `${ROOT_ELEMENT}${shell.body}`)
    : headed.replace('</body>', `${shell.body}</body>`);
}

const ROOT_ELEMENT = '<div id="root"></div>';
