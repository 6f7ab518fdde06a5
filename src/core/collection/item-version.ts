import { z } from 'zod';

/**
 * Decision 076: an item's version is its `updated_at`. A change may carry the version the tab
 * saw; the server still saves it (the later edit wins) and, when it replaced a newer change,
 * answers with the version it overwrote, so the tab can say so.
 */
export const SEEN_VERSION_HEADER = 'x-seen-version';
export const OVERWROTE_VERSION_HEADER = 'x-overwrote-version';

export const itemVersionHeadersSchema = z.object({
  [SEEN_VERSION_HEADER]: z.iso.datetime({ offset: true }).optional(),
});

/** True when the stored version is newer than the one the writer saw. */
export function overwritesNewer(stored: string, seen: string | undefined): boolean {
  return seen !== undefined && Date.parse(stored) > Date.parse(seen);
}
