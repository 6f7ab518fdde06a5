import { SHARE_GONE_MESSAGE, SHARE_TOKEN_PATTERN } from '#core/social/social.schema.ts';
import type { Queryable } from '../db/executor.ts';
import type { PageHead } from '../plugins/web.ts';
import { findShareHeading } from './shares.service.ts';

const SHARE_PATH = /^\/share\/([^/?#]+)\/?$/;

async function findCoverImage(
  db: Queryable,
  userId: number,
  binderId: number | null,
  wishlist: boolean,
) {
  const { rows } = await db.query<{ product_type: string; image_url: string }>(
    `SELECT p.product_type, p.image_url FROM user_products up
     JOIN catalog_products p ON p.id = up.product_id
     WHERE up.user_id = $1 AND p.image_url IS NOT NULL
       AND ($2::int IS NULL OR up.binder_id = $2) AND up.wishlist = $3
     ORDER BY up.created_at DESC, up.id DESC LIMIT 1`,
    [userId, binderId, wishlist],
  );
  const row = rows[0];
  if (!row) {
    return undefined;
  }
  return row.product_type === 'card' ? `${row.image_url}/high.webp` : row.image_url;
}

/**
 * Open Graph tags for /share/{token}, rendered into index.html so chat previews (which run no
 * JavaScript) show the shared collection; a revoked or unknown token is a 404 page.
 */
export function createSharePageHead(db: Queryable) {
  return async (pathname: string, origin: string): Promise<PageHead | undefined> => {
    const match = SHARE_PATH.exec(pathname);
    if (!match?.[1]) {
      return undefined;
    }
    const token = match[1];
    const heading = SHARE_TOKEN_PATTERN.test(token) ? await findShareHeading(db, token) : undefined;
    if (!heading) {
      return { status: 404, title: SHARE_GONE_MESSAGE, description: SHARE_GONE_MESSAGE };
    }
    const { share } = heading;
    const image = await findCoverImage(
      db,
      share.user_id,
      share.binder_id,
      share.scope === 'wishlist',
    );
    return {
      status: 200,
      title: `${heading.title} on Cardfolio`,
      description: 'A Pokemon card collection shared on Cardfolio (read-only).',
      image: image ?? `${origin}/favicon.svg`,
      url: `${origin}${pathname}`,
    };
  };
}
