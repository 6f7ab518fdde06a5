import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devMailboxRoutes } from '../mail/dev-mailbox.routes.ts';
import { emailPasswordRoutes } from './emailpassword/emailpassword.routes.ts';
import { emailVerificationRoutes } from './emailverification/email-verification.routes.ts';
import { prepareFdiContext } from './fdi/fdi-context.ts';
import { sessionFdiRoutes } from './session/session-fdi.routes.ts';
import { thirdPartyRoutes } from './thirdparty/thirdparty.routes.ts';

/**
 * Accounts and sessions: the FDI routes under /api/auth (protocol-shaped errors) and the
 * development mailbox. Profile and referral routes are their own domains, registered in app.ts.
 * The hook that fills request.user lives in plugins/session.ts (app level).
 */
export const authPlugin: FastifyPluginAsyncZod = async (app) => {
  if (!app.mailer.smtp && !app.config.DEV_MODE) {
    app.log.warn('SMTP_URL is not set: mails are only written to the outbox table');
  }

  await app.register(async (fdi) => {
    prepareFdiContext(fdi);
    await fdi.register(sessionFdiRoutes);
    await fdi.register(emailPasswordRoutes);
    await fdi.register(emailVerificationRoutes);
    await fdi.register(thirdPartyRoutes);
  });
  if (app.config.DEV_MODE) {
    app.log.warn(
      '*** DEV MODE IS ON: /dev/mailbox shows every mail (reset links too) to anyone. Never expose this server; set NODE_ENV=production or DEV_MODE=false for a deployment. ***',
    );
    await app.register(devMailboxRoutes);
  }
  if (app.config.PAYMENT_PROVIDER === 'test') {
    app.log.warn('*** TEST PAYMENTS ARE ON: buyers can mark their own orders paid. ***');
  }
};
