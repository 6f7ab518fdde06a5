import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { nowTimestamp } from './columns.ts';

/** Accounts. E-mails are stored trimmed and lowercased; the unique index makes that binding. */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    displayName: text().notNull().default(''),
    role: text().$type<'user' | 'admin'>().notNull().default('user'),
    membershipTier: integer().notNull().default(0),
    passwordHash: text(),
    /** When passwordHash was last set: one set before the e-mail was verified is not trusted. */
    passwordSetAt: timestamp({ withTimezone: true }),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    referralHandle: text().notNull(),
    referrerId: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** When the referrer was named: commission counts only what is paid after it; set once. */
    referredAt: timestamp({ withTimezone: true }),
    createdAt: nowTimestamp(),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    uniqueIndex().on(table.referralHandle),
    check('users_role_check', sql`${table.role} in ('user', 'admin')`),
  ],
);

/** user_id NOT NULL, deleted with the account: a row that belongs to one user. */
export const ownedByUser = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Google / Apple identities; (provider, subject) is the identity key. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    provider: text().notNull(),
    subject: text().notNull(),
    email: text().notNull(),
    createdAt: nowTimestamp(),
  },
  (table) => [uniqueIndex().on(table.provider, table.subject), index().on(table.userId)],
);

/** One row per session family; refresh tokens are stored only as double SHA-256 hashes. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    handle: text().primaryKey(),
    userId: ownedByUser(),
    currentRefreshHash: text().notNull(),
    previousRefreshHash: text(),
    /** HMAC key of this family's refresh tokens: only a token it signed can be "theft". */
    tokenKey: text(),
    rotatedAt: timestamp({ withTimezone: true }),
    claims: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: nowTimestamp(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text(),
  },
  (table) => [index().on(table.userId)],
);

/** Access-token signing keys shared by every app process (private JWK stays server-side). */
export const signingKeys = pgTable('signing_keys', {
  kid: text().primaryKey(),
  algorithm: text().notNull(),
  publicJwk: jsonb().$type<Record<string, unknown>>().notNull(),
  privateJwk: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: nowTimestamp(),
  signUntil: timestamp({ withTimezone: true }).notNull(),
  verifyUntil: timestamp({ withTimezone: true }).notNull(),
});

/** Single-use e-mail verification and password-reset tokens (hash only). */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    purpose: text().$type<'verify_email' | 'reset_password'>().notNull(),
    tokenHash: text().notNull(),
    email: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: nowTimestamp(),
  },
  (table) => [uniqueIndex().on(table.tokenHash), index().on(table.userId)],
);

/** Every mail the app sends; delivered by SMTP when configured, else read in /dev/mailbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    recipient: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    createdAt: nowTimestamp(),
    sentAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    lastError: text(),
  },
  (table) => [index().on(table.createdAt)],
);

/**
 * A user's authenticator app (TOTP, decision 064): the secret encrypted with the server's key,
 * verified once the user typed a first code; recovery codes as SHA-256 hashes, each used once.
 */
export const userTotp = pgTable('user_totp', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEnc: text().notNull(),
  verifiedAt: timestamp({ withTimezone: true }),
  /** The last time step accepted: the same code never works twice. */
  lastStep: integer(),
  recoveryHashes: text().array().notNull().default(sql`'{}'::text[]`),
  failedAttempts: integer().notNull().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
  createdAt: nowTimestamp(),
});
