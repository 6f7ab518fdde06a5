import { AppError } from '#core/errors.ts';
import { PROFILE_NOT_PUBLIC_MESSAGE } from '#core/social/social.schema.ts';
import type { Queryable } from '../db/executor.ts';
import { isBlockedEitherWay } from './relations.repository.ts';
import { renderSharePage } from './shares.service.ts';
import type { SocialDeps } from './social-deps.ts';

const HANDLE = /^[A-Za-z0-9_]{1,24}$/;

async function findPublicOwner(db: Queryable, handle: string) {
  const { rows } = await db.query<{ user_id: number }>(
    `SELECT user_id FROM social_profiles
     WHERE lower(handle) = lower($1) AND visibility = 'public'`,
    [handle],
  );
  return rows[0]?.user_id;
}

/**
 * GET /api/profiles/{handle}: the collection of a user whose privacy is "Everyone (public)",
 * paged and cached like a share link. Unknown handles, other settings and (for a signed-in
 * viewer) blocks either way all answer the same 404.
 */
export async function viewPublicProfile(
  deps: SocialDeps,
  handle: string,
  viewerId: number | null,
  page = 1,
): Promise<Buffer> {
  const ownerId = HANDLE.test(handle) ? await findPublicOwner(deps.pool, handle) : undefined;
  if (
    ownerId === undefined ||
    (viewerId !== null && (await isBlockedEitherWay(deps.db, viewerId, ownerId)))
  ) {
    throw new AppError('NOT_FOUND', PROFILE_NOT_PUBLIC_MESSAGE);
  }
  const share = {
    user_id: ownerId,
    scope: 'collection' as const,
    binder_id: null,
    binder_name: null,
  };
  return renderSharePage(deps, share, page);
}
