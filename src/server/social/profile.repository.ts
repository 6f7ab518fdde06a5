import { eq, sql } from 'drizzle-orm';
import type { PrivacyInput, SocialProfile } from '#core/social/social.schema.ts';
import type { Db } from '../db/client.ts';
import { socialProfiles } from '../db/schema/index.ts';

export async function findSocialProfile(db: Db, userId: number): Promise<SocialProfile> {
  const [row] = await db
    .select({
      handle: socialProfiles.handle,
      visibility: socialProfiles.visibility,
      show_values: socialProfiles.showValues,
    })
    .from(socialProfiles)
    .where(eq(socialProfiles.userId, userId));
  return row ?? { handle: null, visibility: 'private', show_values: false };
}

/** Sets the handle; false when another user holds it (any letter case). */
export async function saveHandle(db: Db, userId: number, handle: string): Promise<boolean> {
  const rows = await db
    .insert(socialProfiles)
    .values({ userId, handle })
    .onConflictDoUpdate({
      target: socialProfiles.userId,
      set: { handle, updatedAt: sql`now()` },
    })
    .returning({ userId: socialProfiles.userId })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) {
        return [];
      }
      throw error;
    });
  return rows.length === 1;
}

export async function savePrivacy(db: Db, userId: number, input: PrivacyInput) {
  const set = { visibility: input.visibility, showValues: input.show_values };
  await db
    .insert(socialProfiles)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: socialProfiles.userId, set: { ...set, updatedAt: sql`now()` } });
}

function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '23505';
}
