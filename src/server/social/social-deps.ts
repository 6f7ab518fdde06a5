import type pg from 'pg';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';

/**
 * What the social services need: Drizzle for writes, the pool for read models; the mailer and
 * site address for invitations to addresses without an account.
 */
export type SocialDeps = {
  db: Db;
  pool: pg.Pool;
  mailer?: Pick<Mailer, 'deliver'>;
  websiteUrl?: string;
};

export const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * The name others see: the display name, unless it is still the default taken from the
 * e-mail address (part of an e-mail is private), then the handle. Needs `u` and `sp`.
 */
export const PUBLIC_NAME = `CASE WHEN u.display_name = '' OR
  u.display_name = left(split_part(u.email, '@', 1), 80) THEN coalesce(sp.handle, '')
  ELSE u.display_name END`;
