import { randomBytes } from 'node:crypto';
import { AppError } from '#core/errors.ts';
import {
  SHARE_GONE_MESSAGE,
  SHARE_PAGE_SIZE,
  SHARE_TOKEN_PATTERN,
  type SharedView,
  type ShareInput,
} from '#core/social/social.schema.ts';
import { openSecret, sealSecret } from '../auth/totp/secret-box.ts';
import { findBinder } from '../collection/binders/binders.repository.ts';
import { getCollectionEtag } from '../collection/items/collection-list-cache.ts';
import type { Queryable } from '../db/executor.ts';
import { enforceQuota } from '../quotas/enforce-quota.ts';
import { isBlockedEitherWay } from './relations.repository.ts';
import { createSharePageCache } from './share-page-cache.ts';
import { loadSharedCollection, type Scope } from './shared-collection.ts';
import {
  type ActiveShare,
  findActiveShare,
  findClearTokens,
  insertShareLink,
  listShareLinks,
  revokeShareLink,
  type StoredShareLink,
  storeHashedToken,
} from './shares.repository.ts';
import { PUBLIC_NAME, type SocialDeps } from './social-deps.ts';

const sharePages = createSharePageCache();

/** Share links also need the auth key: tokens are kept sealed so the owner can copy them again. */
export type ShareDeps = SocialDeps & { authKey: Buffer };

function unseal(deps: ShareDeps, { token_sealed, ...link }: StoredShareLink) {
  return { ...link, token: openSecret(deps.authKey, token_sealed) };
}

/** Hashes and seals tokens stored in clear before decision 062; safe to run on every start. */
export async function sealClearShareTokens(deps: ShareDeps) {
  for (const row of await findClearTokens(deps.pool)) {
    await storeHashedToken(deps.pool, {
      ...row,
      tokenSealed: sealSecret(deps.authKey, row.token),
    });
  }
}

export async function createShare(deps: ShareDeps, userId: number, input: ShareInput) {
  const binderId = input.scope === 'binder' ? (input.binder_id ?? null) : null;
  if (binderId !== null && !(await findBinder(deps.pool, userId, binderId))) {
    throw new AppError('VALIDATION_FAILED', `binder_id: no binder with id ${binderId}`, {
      field: 'binder_id',
      code: 'unknown_binder',
    });
  }
  // 144 random bits: a link cannot be guessed.
  const token = randomBytes(18).toString('base64url');
  const id = await deps.db.transaction(async (tx) => {
    await enforceQuota(tx, userId, 'share_links');
    const tokenSealed = sealSecret(deps.authKey, token);
    return insertShareLink(tx, { userId, token, tokenSealed, scope: input.scope, binderId });
  });
  const [link] = await listShareLinks(deps.pool, userId, id);
  if (!link) {
    throw new Error('created share link not found');
  }
  return unseal(deps, link);
}

export async function revokeShare(deps: SocialDeps, userId: number, id: number) {
  if (!(await revokeShareLink(deps.db, userId, id))) {
    throw new AppError('NOT_FOUND', `No share link with id ${id}`);
  }
}

function gone() {
  return new AppError('NOT_FOUND', SHARE_GONE_MESSAGE);
}

async function findOwner(db: Queryable, userId: number) {
  const { rows } = await db.query<{ handle: string; display_name: string; show_values: boolean }>(
    `SELECT coalesce(sp.handle, '') AS handle, ${PUBLIC_NAME} AS display_name,
       coalesce(sp.show_values, false) AS show_values
     FROM users u LEFT JOIN social_profiles sp ON sp.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  return rows[0];
}

export function shareTitle(ownerName: string, share: Pick<ActiveShare, 'scope' | 'binder_name'>) {
  const name = ownerName || 'A Cardfolio collector';
  if (share.scope === 'binder') {
    return `${name}'s binder "${share.binder_name ?? ''}"`;
  }
  return share.scope === 'wishlist' ? `${name}'s wishlist` : `${name}'s collection`;
}

/** A live share link's title, or undefined when the token is unknown or revoked. */
export async function findShareHeading(db: Queryable, token: string) {
  const share = await findActiveShare(db, token);
  const owner = share && (await findOwner(db, share.user_id));
  return share && owner ? { title: shareTitle(owner.display_name, share), share } : undefined;
}

/**
 * What a share link shows, signed in or out, one page at a time, as JSON bytes. Unknown,
 * revoked and (for a signed-in viewer) blocked-either-way links all answer the same 404.
 */
export async function viewShare(
  deps: SocialDeps,
  token: string,
  viewerId: number | null,
  page = 1,
): Promise<Buffer> {
  // A malformed token is just another unknown link.
  const share = SHARE_TOKEN_PATTERN.test(token) ? await findActiveShare(deps.pool, token) : null;
  if (!share) {
    throw gone();
  }
  if (viewerId !== null && (await isBlockedEitherWay(deps.db, viewerId, share.user_id))) {
    throw gone();
  }
  return renderSharePage(deps, share, page);
}

/**
 * One page of what a link (or a public profile) shows, as JSON bytes. Pages are cached per
 * scope, owner settings and collection version (the /home list's ETag), so repeated views of
 * a big collection cost two small queries.
 */
export async function renderSharePage(deps: SocialDeps, share: ActiveShare, page: number) {
  const owner = await findOwner(deps.pool, share.user_id);
  if (!owner) {
    throw gone();
  }
  const version = await getCollectionEtag(deps.pool, share.user_id);
  // Two links to the same scope show the same page: the key names what is shown, not the link.
  const key = JSON.stringify([share, version, owner, page]);
  return sharePages.load(key, async () => {
    const scope: Scope =
      share.scope === 'binder'
        ? { kind: 'binder', binderId: share.binder_id ?? 0 }
        : { kind: share.scope };
    const collection = await loadSharedCollection(
      deps.pool,
      { id: share.user_id, ...owner },
      scope,
      { page, pageSize: SHARE_PAGE_SIZE },
    );
    const view: SharedView = {
      ...collection,
      page,
      page_size: SHARE_PAGE_SIZE,
      total_items: collection.total_items ?? 0,
      scope: share.scope,
      title: shareTitle(owner.display_name, share),
    };
    return Buffer.from(JSON.stringify(view));
  });
}

/** The user's active share links, newest first. */
export async function listShares(deps: ShareDeps, userId: number) {
  return (await listShareLinks(deps.pool, userId)).map((link) => unseal(deps, link));
}
