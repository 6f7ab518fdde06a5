import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * CSP without 'unsafe-inline' styles: every HTML page the server renders gets a fresh style nonce
 * in its CSP header, on its own <style> blocks and in <meta name="csp-nonce"> (read by
 * /csp-nonce.js, which gives it to the <style> elements the sign-in UI and toasts create).
 * JSON and static files are untouched, so API calls pay nothing. Register before compression.
 */
export function registerHtmlStyleNonces(app: FastifyInstance): void {
  // Synchronous: JSON answers (buffers and strings) pass without a promise.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (
      typeof payload !== 'string' ||
      !/^text\/html/.test(String(reply.getHeader('content-type')))
    ) {
      done(null, payload);
      return;
    }
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy !== 'string') {
      done(null, payload);
      return;
    }
    const nonce = randomBytes(16).toString('base64');
    reply.header(
      'content-security-policy',
      policy.replace(/style-src ([^;]*)/, `style-src $1 'nonce-${nonce}'`),
    );
    done(
      null,
      payload
        .replace(/<head>/i, `<head><meta name="csp-nonce" content="${nonce}">`)
        .replaceAll('<style>', `<style nonce="${nonce}">`),
    );
  });
}
