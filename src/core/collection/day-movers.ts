/**
 * The day's top movers under decision 051: owned items held before today (an item added today
 * moves from its add-time value, so not at all yet), of the selected binder, each named with
 * its printing and grade so two copies of one card can be told apart.
 */
import { getVariantOptions } from './client-rules.ts';
import type { CollectionRow } from './collection-view.ts';
import type { UserProduct } from './user-product.schema.ts';

export type Mover = { row: CollectionRow; detail: string };

/** 'Holo', 'Holo, shadowless, 1st edition' from a printing key (its first part is the type). */
export function printingLabel(variant: string): string {
  const [type = 'normal', ...parts] = variant.split('/');
  const typeLabel = getVariantOptions([{ type }])[0]?.label ?? type;
  const details = parts.map((part) =>
    (part.slice(part.indexOf(':') + 1) || part).replace(/[-_+]+/g, ' '),
  );
  return [typeLabel, ...details].join(', ');
}

/**
 * 'Holo · PSA 10' for a graded copy, 'Normal' for a raw one: the printing as the add form
 * names it (getVariantOptions of the product's printings), else read from the key.
 */
export function describeCopy(
  item: Pick<UserProduct, 'variant' | 'graded' | 'grading_company' | 'grade_score' | 'TCGProduct'>,
): string {
  const printing =
    getVariantOptions(item.TCGProduct.variants).find((option) => option.value === item.variant)
      ?.label ?? printingLabel(item.variant);
  return item.graded && item.grading_company
    ? `${printing} · ${item.grading_company} ${item.grade_score ?? ''}`.trim()
    : printing;
}

/** Names rows that would read alike (same card, printing and grade) apart by their add date. */
function withDetails(rows: readonly CollectionRow[]): Mover[] {
  const movers = rows.map((row) => ({ row, detail: describeCopy(row.item) }));
  const seen = new Map<string, number>();
  for (const mover of movers) {
    const key = `${mover.row.item.product_name}|${mover.detail}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return movers.map((mover) =>
    (seen.get(`${mover.row.item.product_name}|${mover.detail}`) ?? 0) > 1
      ? { ...mover, detail: `${mover.detail} · added ${mover.row.item.created_at.slice(0, 10)}` }
      : mover,
  );
}

/**
 * The day's biggest risers and fallers, `count` of each: owned items of the binder (null: the
 * whole collection) added before `today` (UTC date), by their change since the previous price.
 */
export function getDayMovers(
  rows: readonly CollectionRow[],
  options: { binderId: number | null; today: string; count?: number },
) {
  const count = options.count ?? 5;
  const moving = rows.filter(
    (row) =>
      !row.item.wishlist &&
      row.dailyChange !== null &&
      row.item.created_at.slice(0, 10) < options.today &&
      (options.binderId === null || row.item.binder_id === options.binderId),
  );
  const change = (row: CollectionRow) => row.dailyChange as number;
  const gainers = moving
    .filter((row) => change(row) > 0)
    .sort((a, b) => change(b) - change(a) || a.item.id - b.item.id)
    .slice(0, count);
  const losers = moving
    .filter((row) => change(row) < 0)
    .sort((a, b) => change(a) - change(b) || a.item.id - b.item.id)
    .slice(0, count);
  return { gainers: withDetails(gainers), losers: withDetails(losers) };
}
