import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailPasswordRoutes } from './emailpassword/emailpassword.routes.ts';
import { emailVerificationRoutes } from './emailverification/email-verification.routes.ts';
import { prepareFdiContext } from './fdi/fdi-context.ts';
import { sessionFdiRoutes } from './session/session-fdi.routes.ts';
import { thirdPartyRoutes } from './thirdparty/thirdparty.routes.ts';
import { totpRoutes } from './totp/totp.routes.ts';

/**
 * The accounts protocol (FDI) routes, registered under /api/auth by app.ts, in their own
 * context: protocol-shaped errors and the body parsers the protocol needs. Profile and referral
 * routes are their own domains; the hook that fills request.user lives in plugins/session.ts.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  prepareFdiContext(app);
  await app.register(sessionFdiRoutes);
  await app.register(emailPasswordRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(thirdPartyRoutes);
  await app.register(totpRoutes);
};
