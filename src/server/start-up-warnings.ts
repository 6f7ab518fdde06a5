import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';

/** Says at start-up which unsafe or partial modes are on (mails to the outbox only, dev, test payments). */
export function logStartUpWarnings(log: FastifyBaseLogger, config: AppConfig, smtp: boolean) {
  if (!smtp && !config.DEV_MODE) {
    log.warn('SMTP_URL is not set: mails are only written to the outbox table');
  }
  if (config.DEV_MODE) {
    log.warn(
      '*** DEV MODE IS ON: /dev/mailbox shows every mail (reset links too) to whoever has the dev key. Never expose this server; set NODE_ENV=production or DEV_MODE=false for a deployment. ***',
    );
  }
  if (config.PAYMENT_PROVIDER === 'test') {
    log.warn('*** TEST PAYMENTS ARE ON: buyers can mark their own orders paid. ***');
  }
}
