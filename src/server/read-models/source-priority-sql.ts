import { CORRECTION_SOURCE, parseSourcePriority } from '#core/prices/source-priority.ts';
import { currentPriceSourcePriority } from '../config.ts';

/**
 * A SQL sort key ranking price source `column` by PRICE_SOURCE_PRIORITY (read when the query
 * is built): listed sources by their place, unlisted ones after them. Callers add the source
 * name as the last key, so unlisted sources still tie-break the same way everywhere. A
 * correction always comes first: it replaces the day's price it corrects (decision 080).
 */
export function sourceRankSql(column: string): string {
  const configured = parseSourcePriority(currentPriceSourcePriority());
  const names = [CORRECTION_SOURCE, ...configured.filter((name) => name !== CORRECTION_SOURCE)];
  // Names are validated ([a-z0-9_-]), so they are safe as literals.
  const list = names.map((name) => `'${name}'`).join(', ');
  return `coalesce(array_position(ARRAY[${list}]::text[], ${column}), ${names.length + 1})`;
}
