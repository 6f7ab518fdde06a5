import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type pg from 'pg';
import { PRESENCE_TTL_MS } from '#core/admin/presence.schema.ts';
import { accountRoutes } from './account/account.routes.ts';
import { adminAffiliateRoutes, myAffiliateRoutes } from './affiliates/affiliates.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { createCatalogResponseCache } from './catalog/catalog-response-cache.ts';
import { productRoutes } from './catalog/products.routes.ts';
import { searchRoutes } from './catalog/search.routes.ts';
import { setRoutes, setsByLanguageRoutes } from './catalog/sets.routes.ts';
import { syncRoutes } from './catalog/sync.routes.ts';
import { createSyncFeeds, type SyncFeeds } from './catalog/sync.service.ts';
import { valueRoutes } from './catalog/values.routes.ts';
import type { AppConfig, Config } from './config.ts';
import { adminContactRoutes, contactRoutes } from './contact/contact.routes.ts';
import { createDb, type Db } from './db/client.ts';
import { devMailboxRoutes } from './mail/dev-mailbox.routes.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import type { NotificationHub } from './notifications/notification-hub.ts';
import { registerNotifications } from './notifications/register-notifications.ts';
import { createPaymentProvider } from './payments/create-payment-provider.ts';
import { registerAdminGuard } from './plugins/admin-guard.ts';
import { registerCsrfProtection } from './plugins/csrf.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerHtmlStyleNonces } from './plugins/html-style-nonce.ts';
import { serializeRequest } from './plugins/log-serializers.ts';
import { sharedWithLocalFallback } from './plugins/rate-limit-store.ts';
import { createRedisClient, waitForRedis } from './plugins/redis.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSession } from './plugins/session.ts';
import { registerWeb } from './plugins/web.ts';
import { withFallbackStore } from './presence/fallback-presence.store.ts';
import { createMemoryPresenceStore } from './presence/memory-presence.store.ts';
import { liveUsersRoutes, presenceRoutes } from './presence/presence.routes.ts';
import { createRedisPresenceStore } from './presence/redis-presence.store.ts';
import { priceAlertRoutes } from './price-alerts/price-alerts.routes.ts';
import { profileRoutes } from './profile/profile.routes.ts';
import { referralRoutes } from './referrals/referrals.routes.ts';
import { sessionRoutes } from './session/session.routes.ts';
import { logStartUpWarnings } from './start-up-warnings.ts';
import { csrfRoutes, healthRoutes, versionRoutes } from './system/system.routes.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    pool: pg.Pool;
    config: AppConfig;
    mailer: Mailer;
    /** Wakes bells and delivers notifications when one commits (decision 077). */
    notificationHub: NotificationHub;
    /** The catalog's sync feeds (their counters tell tests what was built ahead). */
    syncFeeds: SyncFeeds;
  }
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    serializers: { req: serializeRequest },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-csrf-token"]',
        'req.headers["st-refresh-token"]',
        'req.headers["st-access-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
    // Readable lines on a terminal (LOG_PRETTY, decided in config.ts); JSON lines otherwise.
    ...(config.LOG_PRETTY && config.LOG_LEVEL !== 'silent'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/** Builds the whole app without listening; tests call it in-process. */
export async function buildApp(config: AppConfig) {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db, pool } = createDb(config.DATABASE_URL, {
    onIdleClientError: (error) => app.log.warn({ err: error }, 'idle database client lost'),
  });
  app.decorate('db', db);
  app.decorate('pool', pool);
  app.decorate('config', config);
  // One mailer for every feature (accounts, shop receipts): SMTP when configured, else outbox.
  const mailer = createMailer({
    db,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log: app.log,
    retentionDays: config.OUTBOX_RETENTION_DAYS,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    await mailer.close();
    await pool.end();
  });

  registerErrorHandling(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Cardfolio API', version: config.APP_VERSION },
      servers: [],
    },
    transform: jsonSchemaTransform,
  });
  registerSecurityHeaders(app);
  registerHtmlStyleNonces(app);
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyCookie);
  const redis = config.REDIS_URL ? createRedisClient(config.REDIS_URL, app.log) : undefined;
  app.decorate('redis', redis ?? null);
  if (redis) {
    app.addHook('onReady', () => waitForRedis(redis, app.log));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(fastifyRateLimit, {
    global: false,
    // Shared across app processes when Redis is configured (docs/architecture section 4); per
    // process while Redis is down.
    ...(redis
      ? { store: sharedWithLocalFallback(redis, `${config.REDIS_KEY_PREFIX}rate-limit:`) }
      : {}),
    skipOnError: false,
  });
  registerSession(app);
  registerCsrfProtection(app);
  registerAdminGuard(app);

  logStartUpWarnings(app.log, config, mailer.smtp);
  await app.register(authRoutes, { prefix: '/api/auth' });
  if (config.DEV_MODE) {
    await app.register(devMailboxRoutes, { prefix: '/dev/mailbox' });
  }
  // One payment provider for the whole app: the shop's routes and account deletion use it.
  const payments = { payments: createPaymentProvider(config) };
  await app.register(versionRoutes, { prefix: '/api/auth', version: config.APP_VERSION });
  await app.register(csrfRoutes, { prefix: '/api/csrf' });
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(sessionRoutes, { prefix: '/api/session' });
  await app.register(profileRoutes, { prefix: '/api/profile', ...payments });
  await app.register(accountRoutes, { prefix: '/api/account' });
  await app.register(referralRoutes, { prefix: '/api/referrals' });
  await registerNotifications(app);
  await app.register(priceAlertRoutes, { prefix: '/api/price-alerts' });
  await app.register(contactRoutes, { prefix: '/api/contact' });
  await app.register(adminContactRoutes, { prefix: '/api/admin/contact-messages' });
  // One cache of ready catalog response bytes per process, shared by sets, products and search.
  const catalogCache = { cache: createCatalogResponseCache(pool) };
  await app.register(setRoutes, { prefix: '/api/iOSTCGSets', ...catalogCache });
  await app.register(productRoutes, { prefix: '/api/tcgproducts', ...catalogCache });
  await app.register(searchRoutes, { prefix: '/api/cards', ...catalogCache });
  await app.register(valueRoutes, { prefix: '/api/iOSTCGProductValues' });
  await app.register(setsByLanguageRoutes, { prefix: '/api/iOSTCGProductValues' });
  app.decorate('syncFeeds', createSyncFeeds(pool, { log: app.log }));
  await app.register(syncRoutes, { prefix: '/api/iOSSyncService', feeds: app.syncFeeds });
  const shop = await import('./shop/shop.routes.ts');
  await app.register(shop.productRoutes, { prefix: '/api/products' });
  await app.register(shop.categoryRoutes, { prefix: '/api/categories' });
  await app.register(shop.orderRoutes, { prefix: '/api/orders', ...payments });
  await app.register(shop.membershipRoutes, { prefix: '/api/memberships', ...payments });
  await app.register(shop.giveawayRoutes, { prefix: '/api/giveaways' });
  await app.register(shop.paymentRoutes, { prefix: '/api/payments', ...payments });
  await app.register(shop.webhookRoutes, { prefix: '/api/webhooks', ...payments });
  await app.register(shop.adminProductRoutes, { prefix: '/api/admin/shop/products' });
  await app.register(shop.adminOrderRoutes, { prefix: '/api/admin/shop/orders', ...payments });
  await app.register(shop.adminGiveawayRoutes, { prefix: '/api/admin/giveaways', ...payments });
  const collection = await import('./collection/collection.routes.ts');
  await app.register(collection.userProductRoutes, { prefix: '/api/iOSUserCards' });
  await app.register(collection.snapshotRoutes, { prefix: '/api/iOSUserCards' });
  await app.register(collection.collectionValueRoutes, { prefix: '/api/iOSTCGProductValues' });
  await app.register(collection.binderRoutes, { prefix: '/api/binders' });
  await app.register(collection.boxRoutes, { prefix: '/api/boxes' });
  await app.register(collection.collectionExportRoutes, { prefix: '/api/collection/export' });
  await app.register(collection.collectionHistoryRoutes, { prefix: '/api/collection' });
  await app.register((await import('./prices/price-history.routes.ts')).priceHistoryRoutes, {
    prefix: '/api/tcgproducts',
    priceHistory: { pool, demoHistory: config.SEED_DEMO_CATALOG },
  });
  const details = await import('./prices/details/price-details.routes.ts');
  const priceDetails = { pool };
  await app.register(details.priceDetailsRoutes, { prefix: '/api/tcgproducts', priceDetails });
  await app.register(details.saleSettingsRoutes, { prefix: '/api/sale-settings', priceDetails });
  await app.register(details.priceCorrectionRoutes, {
    prefix: '/api/admin/price-corrections',
    priceDetails,
  });
  await app.register((await import('./prices/currency/currency.routes.ts')).currencyRoutes, {
    prefix: '/api/currency',
    currency: { pool },
  });
  const priceSources = await import('./prices/sources/price-sources.routes.ts');
  const { configuredSourceNames } = await import('./prices/sources/configured-sources.ts');
  await app.register(priceSources.priceSourcesRoutes, {
    prefix: '/api/admin/price-sources',
    priceSources: { pool, configured: configuredSourceNames(config) },
  });
  await app.register((await import('./scan/scan.routes.ts')).scanRoutes, { prefix: '/api/scan' });
  await app.register((await import('./decks/decks.routes.ts')).deckRoutes, {
    prefix: '/api/decks',
  });
  await app.register((await import('./insights/insights.routes.ts')).insightsRoutes, {
    prefix: '/api/insights',
  });
  const presence = {
    store: redis
      ? withFallbackStore(
          createRedisPresenceStore(redis, config.REDIS_KEY_PREFIX, PRESENCE_TTL_MS),
          createMemoryPresenceStore(PRESENCE_TTL_MS),
          app.log,
        )
      : createMemoryPresenceStore(PRESENCE_TTL_MS),
    now: Date.now,
  };
  const presenceOptions = { presence, pushIntervalMs: config.PRESENCE_PUSH_MS };
  await app.register(presenceRoutes, { prefix: '/api/presence', ...presenceOptions });
  await app.register(liveUsersRoutes, { prefix: '/api/admin/live-users', ...presenceOptions });
  const affiliates = {
    affiliates: {
      pool,
      commissionPercent: config.AFFILIATE_COMMISSION_PERCENT,
      now: () => new Date(),
    },
  };
  await app.register(adminAffiliateRoutes, { prefix: '/api/admin/affiliates', ...affiliates });
  await app.register(myAffiliateRoutes, { prefix: '/api/affiliates', ...affiliates });
  await app.register((await import('./audit/audit.routes.ts')).auditRoutes, {
    prefix: '/api/admin/audit-log',
  });

  const sellRequests = await import('./sell-requests/sell-requests.routes.ts');
  await app.register(sellRequests.sellRequestRoutes, { prefix: '/api/sell-requests' });
  await app.register(sellRequests.adminSellRequestRoutes, { prefix: '/api/admin/sell-requests' });
  await app.register((await import('./ebay/ebay.routes.ts')).ebayRoutes, { prefix: '/api/ebay' });
  const social = await import('./social/social.routes.ts');
  await app.register(social.socialProfileRoutes, { prefix: '/api/profile/social' });
  await app.register(social.friendsRoutes, { prefix: '/api/friends' });
  await app.register(social.sharesRoutes, { prefix: '/api/shares' });
  await app.register(social.publicProfilesRoutes, { prefix: '/api/profiles' });
  await app.register((await import('./quotas/quotas.routes.ts')).quotasRoutes, {
    prefix: '/api/quotas',
  });
  await app.register((await import('./grading/grading.routes.ts')).gradingRoutes, {
    prefix: '/api/grading',
  });

  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  await registerWeb(app, config.WEB_DIST_DIR, social.createSharePageHead(app.pool));
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
