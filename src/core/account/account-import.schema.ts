import { z } from 'zod';

/**
 * restore: replace this account's collection, binders, decks, grading results and settings by
 * the file's (a restore point). new-account: fill an account that holds none of these yet (a
 * move from another Cardfolio server).
 */
export const IMPORT_MODES = ['restore', 'new-account'] as const;
export const importModeSchema = z.enum(IMPORT_MODES, {
  error: 'mode must be restore or new-account',
});
export type ImportMode = z.infer<typeof importModeSchema>;

/** The export's response header giving how many items (collection and wishlist) it holds. */
export const EXPORT_ITEMS_HEADER = 'x-cardfolio-export-items';

export const importResultSchema = z.object({
  mode: importModeSchema,
  restored: z.object({
    items: z.number().int(),
    wishlist: z.number().int(),
    binders: z.number().int(),
    decks: z.number().int(),
    grading_results: z.number().int(),
    snapshots: z.number().int(),
  }),
  /** Files whose checksum differs from the manifest's: edited after export, yet valid. */
  edited_files: z.array(z.string()),
  /** What was not written back, and why (a handle taken on this server, ...). */
  notes: z.array(z.string()),
});
export type ImportResult = z.infer<typeof importResultSchema>;
