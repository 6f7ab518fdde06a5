/**
 * A tab brought back to the front reads the collection again when its copy is older than this
 * (the list answers 304 when nothing changed, so this is cheap).
 */
export const REFETCH_ON_FOCUS_AFTER_MS = 5000;
