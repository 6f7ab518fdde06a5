import webPush from 'web-push';
import type { PushMessage } from '#core/notifications/notification.schema.ts';
import type { AppConfig } from '../config.ts';
import type { PushSubscriptionRow } from './push-subscriptions.repository.ts';

export type PushOutcome = 'sent' | 'gone';

export type PushSender = {
  publicKey: string;
  /** Encrypts (RFC 8291, aes128gcm) and POSTs the message to the subscription's push service. */
  send: (sub: PushSubscriptionRow, message: PushMessage) => Promise<PushOutcome>;
};

/** The Web Push sender when VAPID keys are configured; undefined otherwise (push is off). */
export function createPushSender(config: AppConfig): PushSender | undefined {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = config;
  if (!publicKey || !privateKey) {
    return undefined;
  }
  const vapidDetails = { subject: config.VAPID_SUBJECT, publicKey, privateKey };
  return {
    publicKey,
    async send(sub, message) {
      // web-push signs (VAPID) and encrypts (aes128gcm); fetch sends, so a loopback http
      // stand-in works in tests as well as the browsers' https services.
      const request = webPush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(message),
        { vapidDetails, TTL: 24 * 3600, contentEncoding: 'aes128gcm' },
      );
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status === 404 || response.status === 410) {
        return 'gone';
      }
      if (!response.ok) {
        throw new Error(
          `push service answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
        );
      }
      return 'sent';
    },
  };
}

/** Whether the server may POST to this endpoint: https on a push service's host (PUSH_SERVICE_HOSTS). */
export function isAllowedPushEndpoint(endpoint: string, hosts: string[]): boolean {
  const url = new URL(endpoint);
  const host = url.hostname.toLowerCase();
  const loopback = host === '127.0.0.1' || host === 'localhost';
  if (url.protocol !== 'https:' && !(loopback && url.protocol === 'http:')) {
    return false;
  }
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
