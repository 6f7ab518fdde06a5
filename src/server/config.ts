import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { trimTrailingSlashes } from '#core/http/trim-trailing-slashes.ts';
import { trustProxySchema } from './trust-proxy.ts';

const optionalFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** Accounts, sessions and mail (issue 3). */
const authConfigShape = {
  /** Public origin of the website, used in mailed links; default http://<HOST>:<PORT>. */
  WEBSITE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().min(0.0001).max(3650).default(100),
  /** How long one access-token signing key signs before the next one takes over. */
  SIGNING_KEY_ROTATION_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 365)
    .default(24),
  /** A replayed refresh token within this window is a lost-response retry, not theft. */
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  EMAIL_VERIFICATION_TOKEN_TTL_HOURS: z.coerce.number().min(0.0001).max(720).default(24),
  PASSWORD_RESET_TOKEN_TTL_HOURS: z.coerce.number().min(0.0001).max(72).default(1),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** Attempts per client IP per window on each rate-limited auth call. */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Attempts per e-mail address per window on each rate-limited auth call. */
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).max(100_000).default(10),
  /** 32 bytes, base64: encrypts authenticator-app secrets; unset: a key file in DATA_DIR. */
  AUTH_ENCRYPTION_KEY: optionalText.refine(
    (value) => value === undefined || Buffer.from(value, 'base64').length === 32,
    'must be 32 bytes, base64-encoded',
  ),
  /** Wrong second-factor codes in a row before a sign-in is locked for a while. */
  TOTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  TOTP_LOCK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** Admin routes answer 403 mfa_setup_required until the admin turned on an authenticator app. */
  ADMIN_REQUIRES_TOTP: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  SMTP_URL: optionalText,
  /** Days a mail stays in the outbox table after it was written (then it is deleted). */
  OUTBOX_RETENTION_DAYS: z.coerce.number().min(0.0001).max(3650).default(7),
  MAIL_FROM: z.string().min(3).default('Cardfolio <no-reply@cardfolio.local>'),
  GOOGLE_ISSUER: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  APPLE_ISSUER: optionalText,
  APPLE_CLIENT_ID: optionalText,
  APPLE_CLIENT_SECRET: optionalText,
  /** Instead of a fixed APPLE_CLIENT_SECRET: the team id, key id and .p8 key it is signed with. */
  APPLE_TEAM_ID: optionalText,
  APPLE_KEY_ID: optionalText,
  APPLE_PRIVATE_KEY: optionalText,
};

/** Shop, orders, payments and memberships (issue 6). */
const shopConfigShape = {
  /** 'test' (built-in TEST MODE pages) or 'stripe'; default 'stripe' when a key is set. */
  PAYMENT_PROVIDER: z.enum(['test', 'stripe']).optional(),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Another Stripe API host (stripe-mock or a test stand-in), e.g. http://127.0.0.1:12111. */
  STRIPE_API_URL: z.url().optional(),
  /** How long a pending order holds its stock before the reservation expires. */
  ORDER_RESERVATION_MINUTES: z.coerce
    .number()
    .min(0.01)
    .max(24 * 60)
    .default(30),
  /** How often the expired-reservation sweep runs (0 = only at request time). */
  ORDER_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Units of one product a user may hold in unpaid orders at once (anti-hoarding). */
  ORDER_MAX_RESERVED_PER_PRODUCT: z.coerce.number().int().min(1).max(1000).default(10),
  /** ...and at most this percent of a product's unsold units (at least 1): scarce stock is shared. */
  ORDER_MAX_STOCK_SHARE_PERCENT: z.coerce.number().min(1).max(100).default(50),
  /** Unpaid orders one user may have open at once. */
  ORDER_MAX_PENDING_PER_USER: z.coerce.number().int().min(1).max(1000).default(2),
  /** After a cancelled or expired order, minutes before the user may reserve its products again. */
  ORDER_CANCEL_COOLDOWN_MINUTES: z.coerce
    .number()
    .min(0)
    .max(24 * 60)
    .default(10),
  /** Orders and membership checkouts one user may start per minute. */
  ORDER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Unset: on outside NODE_ENV=production. */
  SEED_DEMO_SHOP: optionalFlag,
};

/** Card scanning (issue 7): worker threads, wait queue and upload limits. */
const scanConfigShape = {
  /** Identification worker threads (capped by the number of cores at runtime). */
  SCAN_WORKERS: z.coerce.number().int().min(1).max(64).default(2),
  /** Scans allowed to wait for a worker; more get 503 scan_busy. */
  SCAN_QUEUE_LIMIT: z.coerce.number().int().min(0).max(1000).default(8),
  /** Scans one user may have running or waiting at once; more get 429 scan_limit. */
  SCAN_SLOTS_PER_USER: z.coerce.number().int().min(1).max(64).default(2),
  SCAN_MAX_UPLOAD_MB: z.coerce.number().min(0.1).max(100).default(15),
  /** A scan running longer is abandoned and its worker replaced. */
  SCAN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /**
   * Workers read a made-up photo before their first job (decision 044). Tests that do not time
   * scans turn it off (decision 045): it costs each worker about a second of CPU.
   */
  SCAN_WARM_UP: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  /**
   * On start, build the scan index of the catalog's products not yet in it, in the background,
   * from the catalog's image URLs (decision 072). Unset: as SEED_DEMO_CATALOG.
   */
  SCAN_INDEX_ON_START: optionalFlag,
  /** Fetch catalog images from this origin instead of their own host (a mirror). */
  SCAN_IMAGE_ORIGIN: z.url().optional(),
};

/** Sell requests and eBay listing (issue 18). */
/** Licensed price feeds and exchange rates (issue 21); a source runs when its keys are set. */
const pricesConfigShape = {
  TCGPLAYER_PUBLIC_KEY: optionalText,
  TCGPLAYER_PRIVATE_KEY: optionalText,
  TCGPLAYER_API_URL: z.url().default('https://api.tcgplayer.com'),
  PRICECHARTING_TOKEN: optionalText,
  PRICECHARTING_API_URL: z.url().default('https://www.pricecharting.com'),
  CARDMARKET_APP_TOKEN: optionalText,
  CARDMARKET_APP_SECRET: optionalText,
  CARDMARKET_ACCESS_TOKEN: optionalText,
  CARDMARKET_ACCESS_TOKEN_SECRET: optionalText,
  CARDMARKET_API_URL: z.url().default('https://api.cardmarket.com/ws/v2.0/output.json'),
  /** A Frankfurter-style rates API (GET <url>/latest?base=USD&symbols=EUR,JPY,GBP). */
  EXCHANGE_RATES_URL: z.url().optional(),
  /** Rates used when EXCHANGE_RATES_URL is unset (units per US dollar, JSON). */
  EXCHANGE_RATES_FILE: z.string().default('data/exchange-rates.json'),
  /** Feeds most trusted first (read from the environment by source-priority-sql.ts). */
  PRICE_SOURCE_PRIORITY: z
    .string()
    .optional()
    .refine((text) => text === undefined || /^[a-zA-Z0-9_,\s-]*$/.test(text), {
      message: 'comma-separated source names (letters, digits, _ and -)',
    }),
};

const sellConfigShape = {
  /** The shop's receiving address on sell-request labels, lines separated by '|'. */
  SELL_REQUEST_SHIP_TO: z
    .string()
    .min(1)
    .default('Cardfolio Buying Desk|100 Market Street|Portland, OR 97201|US')
    .transform((value) =>
      value
        .split('|')
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  EBAY_CLIENT_ID: optionalText,
  EBAY_CLIENT_SECRET: optionalText,
  EBAY_AUTH_URL: z.url().default('https://auth.ebay.com/oauth2/authorize'),
  EBAY_TOKEN_URL: z.url().default('https://api.ebay.com/identity/v1/oauth2/token'),
  EBAY_API_BASE: z.url().default('https://api.ebay.com'),
  /** eBay's "RuName" or redirect URL; default <WEBSITE_URL>/api/ebay/callback. */
  EBAY_REDIRECT_URI: optionalText,
  EBAY_SCOPES: z.string().default('https://api.ebay.com/oauth/api_scope/sell.inventory'),
  /** 32 bytes, base64: the AES-256-GCM key the stored eBay tokens are encrypted with. */
  EBAY_TOKEN_KEY: optionalText.refine(
    (value) => value === undefined || Buffer.from(value, 'base64').length === 32,
    'must be 32 bytes, base64-encoded',
  ),
};

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase()) || host.startsWith('127.');
}

function defaultWebsiteUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

/** Five (or six, with seconds) cron fields separated by spaces. */
const CRON_FIELDS = /^[\d*/,\-A-Za-z]+(?: [\d*/,\-A-Za-z]+){4,5}$/;

const rawConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Shared counters (rate limits) across app processes; in-process counters when unset. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_KEY_PREFIX: z.string().min(1).default('cardfolio:'),
  DATA_DIR: z.string().min(1).default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Readable log lines (pino-pretty) instead of JSON lines. Unset: on when stdout is a terminal
   * and NODE_ENV is not production (decided by loadConfig; makeConfig gives JSON).
   */
  LOG_PRETTY: optionalFlag,
  APP_VERSION: z.string().min(1).default('7.52'),
  WEB_DIST_DIR: z.string().min(1).default('dist/web'),
  /** 'production' turns every development aid off (dev mode, demo seeds) and forbids DEV_MODE. */
  NODE_ENV: z.string().trim().toLowerCase().optional(),
  /**
   * The development mailbox and fake payments. Unset: on only outside NODE_ENV=production, without
   * SMTP_URL, with a loopback HOST and a WEBSITE_URL that is not https; refused otherwise. Its
   * pages need DEV_KEY (decision 003).
   */
  DEV_MODE: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
  /**
   * The key /dev/mailbox and the TEST MODE payment pages require (decision 003). Unset: a random
   * one per start, printed in the start block.
   */
  DEV_KEY: optionalText.refine(
    (value) => value === undefined || value.length >= 16,
    'must be at least 16 characters',
  ),
  /** Proxy hops to trust (a number) or the proxies' addresses/CIDRs (a list); never "all". */
  TRUST_PROXY: trustProxySchema,
  /** Per client IP: uncached sync builds and short (under 3 letters) searches per minute. */
  EXPENSIVE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  CONTACT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  /** How often /admin/live-users streams check presence for changes (ms). */
  PRESENCE_PUSH_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  /** Affiliate commission in percent of the revenue of the users they referred. */
  AFFILIATE_COMMISSION_PERCENT: z.coerce.number().min(0).max(100).default(10),
  FRIEND_REQUEST_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Unset: on outside NODE_ENV=production. */
  SEED_DEMO_CATALOG: optionalFlag,
  /** Background jobs (pg-boss: daily prices refresh and portfolio snapshots), started by main.ts. */
  JOBS_ENABLED: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  /** Web Push (decision 077): the VAPID key pair (base64url, `npx web-push generate-vapid-keys`). */
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  /** Who runs the server, for push services (a mailto: or https: URL). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'must be a mailto: or https: URL')
    .default('mailto:admin@cardfolio.local'),
  /** Hosts a browser's push subscription may point at (suffix match); the server POSTs there. */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default('fcm.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Deliver a notification's mail and push as soon as it is stored (else only the job's sweep). */
  NOTIFY_DELIVER_AT_ONCE: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  /** Seconds between sweeps of due notification deliveries (retries) across all processes. */
  NOTIFY_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Delay of the daily job's catch-up run when today's snapshots are missing at start (s). */
  DAILY_JOB_CATCH_UP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  /**
   * The database backup job (decision 076): a cron expression (UTC) such as '30 3 * * *', or
   * 'off' (the default: the operator opts in, and needs pg_dump of the server's version).
   */
  BACKUP_SCHEDULE: z
    .string()
    .trim()
    .default('off')
    .refine((value) => value === 'off' || CRON_FIELDS.test(value), {
      message: "a cron expression of 5 fields such as '30 3 * * *', or off",
    })
    .transform((value) => (value === 'off' ? undefined : value)),
  /** Where the backup job writes its files (cardfolio-<time>.dump). */
  BACKUP_DIR: z.string().min(1).default('backups'),
  /** How many backup files the job keeps; older ones are deleted after each new backup. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** The pg_dump the backup job runs (at least the server's major version). */
  PG_DUMP: z.string().min(1).optional(),
  ...authConfigShape,
  ...shopConfigShape,
  ...scanConfigShape,
  ...sellConfigShape,
  ...pricesConfigShape,
});

/** Dev mode only for a server a stranger cannot reach: loopback bind, no https public address. */
function devModeAllowedWhere(raw: { HOST: string; WEBSITE_URL?: string | undefined }): boolean {
  return isLoopbackHost(raw.HOST) && !raw.WEBSITE_URL?.toLowerCase().startsWith('https:');
}

const configSchema = rawConfigSchema
  .refine((raw) => !(raw.NODE_ENV === 'production' && raw.DEV_MODE === true), {
    path: ['DEV_MODE'],
    message: 'dev mode (open mailbox, fake payments) cannot be on with NODE_ENV=production',
  })
  .refine((raw) => !(raw.DEV_MODE === true && !devModeAllowedWhere(raw)), {
    path: ['DEV_MODE'],
    message:
      'dev mode (mailbox, fake payments) needs a loopback HOST and a WEBSITE_URL that is not https',
  })
  .transform((raw) => {
    const production = raw.NODE_ENV === 'production';
    const devMode =
      raw.DEV_MODE ?? (!production && raw.SMTP_URL === undefined && devModeAllowedWhere(raw));
    const paymentProvider =
      raw.PAYMENT_PROVIDER ?? defaultPaymentProvider(raw.STRIPE_SECRET_KEY, devMode);
    const needsKey = devMode || paymentProvider === 'test';
    return {
      ...raw,
      DEV_MODE: devMode,
      DEV_KEY: needsKey ? (raw.DEV_KEY ?? randomBytes(18).toString('base64url')) : undefined,
      SEED_DEMO_CATALOG: raw.SEED_DEMO_CATALOG ?? !production,
      SCAN_INDEX_ON_START: raw.SCAN_INDEX_ON_START ?? raw.SEED_DEMO_CATALOG ?? !production,
      SEED_DEMO_SHOP: raw.SEED_DEMO_SHOP ?? !production,
      WEBSITE_URL: trimTrailingSlashes(raw.WEBSITE_URL ?? defaultWebsiteUrl(raw.HOST, raw.PORT)),
      PAYMENT_PROVIDER: paymentProvider,
    };
  })
  .refine((config) => config.PAYMENT_PROVIDER !== undefined, {
    path: ['PAYMENT_PROVIDER'],
    message:
      'payments are not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENT_PROVIDER=test to accept test payments',
  })
  .transform((config) => ({ ...config, PAYMENT_PROVIDER: config.PAYMENT_PROVIDER ?? 'test' }));

/**
 * Stripe when a key is set; the fake `test` provider only in dev mode. A deployment without
 * keys must opt in to fake payments explicitly, so it can never take free orders by accident.
 */
function defaultPaymentProvider(stripeKey: string | undefined, devMode: boolean) {
  if (stripeKey) {
    return 'stripe' as const;
  }
  return devMode ? ('test' as const) : undefined;
}

type ParsedConfig = z.output<typeof configSchema>;
export type Config = Omit<ParsedConfig, 'LOG_PRETTY'> & { LOG_PRETTY: boolean };
export type ConfigInput = z.input<typeof configSchema>;
/** The running app's config: the parsed environment plus the database it was given. */
export type AppConfig = Config & { DATABASE_URL: string };

/**
 * PRICE_SOURCE_PRIORITY as set now: the price SQL reads it when queries are built, in the app,
 * the jobs and the scripts alike (they share no config object).
 */
export function currentPriceSourcePriority(): string | undefined {
  return process.env.PRICE_SOURCE_PRIORITY;
}

/** Readable logs for a person at a terminal; JSON for files, pipes and production. */
function withLogFormat(config: ParsedConfig, terminal: boolean): Config {
  const production = config.NODE_ENV === 'production';
  return { ...config, LOG_PRETTY: config.LOG_PRETTY ?? (terminal && !production) };
}

/**
 * Parses the environment; throws one error listing every bad key. `terminal`: whether stdout
 * is a terminal (the default of LOG_PRETTY).
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  terminal: boolean = process.stdout.isTTY === true,
): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return withLogFormat(result.data, terminal);
}

/** A config for tests and tools: defaults plus the given overrides (JSON logs unless asked). */
export function makeConfig(overrides: Partial<ConfigInput> = {}): Config {
  return withLogFormat(configSchema.parse({ ...overrides }), false);
}
