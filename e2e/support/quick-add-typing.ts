import type pg from 'pg';
import type { Page } from 'playwright-core';

/** A typed quick-add line and the collection item it must make. */
export type QuickAddLine = {
  line: string;
  productId: string;
  quantity: number;
  condition: string;
  /** The coarse printing type the item's printing key starts with, when the line names one. */
  type?: string;
};

const line = (
  text: string,
  productId: string,
  { quantity = 1, condition = 'NM', type }: Partial<Omit<QuickAddLine, 'line' | 'productId'>> = {},
): QuickAddLine => ({ line: text, productId, quantity, condition, type });

/**
 * Twenty lines over the journeys' fixture catalog, written the ways collectors type: set ids,
 * abbreviations and names, any case, leading zeros left out, printing, condition and quantity.
 */
export const FIXTURE_LINES: QuickAddLine[] = [
  line('swsh9 50', 'swsh9-50'),
  line('BRS 50 RH', 'swsh9-50', { type: 'reverse' }),
  line('brs 123/2 x2', 'swsh9-123', { quantity: 2 }),
  line('SIT 1 RH lp', 'swsh12-1', { condition: 'LP', type: 'reverse' }),
  line('sit 2', 'swsh12-2'),
  line('Silver Tempest 10', 'swsh12-10'),
  line('swsh12 186 holo', 'swsh12-186', { type: 'holo' }),
  line('SIT TG1', 'swsh12-TG01'),
  line('sv6 50', 'sv06-50'),
  line('TWM 100 3x', 'sv06-100', { quantity: 3 }),
  line('SV2a 25', 'ja-SV2a-025'),
  line('sv2a 6 mp', 'ja-SV2a-006', { condition: 'MP' }),
  line('SV1a 1', 'zh-tw-SV1a-001'),
  line('sv1a 10 zh', 'zh-tw-SV1a-010'),
  line('JU 1', 'base2-1'),
  line('Jungle 1 x4', 'base2-1', { quantity: 4 }),
  line('swsh9-123', 'swsh9-123'),
  line('Brilliant Stars 50 hp', 'swsh9-50', { condition: 'HP' }),
  line('twilight 100', 'sv06-100'),
  line('186 sit DMG', 'swsh12-186', { condition: 'DMG' }),
];

/** `count` lines of the generated 300-card set (abbreviation GTS), after the fixture lines. */
export function bigSetLines(count: number): QuickAddLine[] {
  return Array.from({ length: count }, (_, i) =>
    line(i % 2 === 0 ? `GTS ${i + 1}` : `e2e-big ${i + 1}/300`, `e2e-big-${i + 1}`),
  );
}

// Runs in the page: the box has cleared (the line was taken).
const CLEARED = `document.querySelector('.quick-add__input')?.value === ''`;

/**
 * Types each line into /home's quick-add box and presses Enter, waiting only for the box to
 * clear (the cards are saved in the background), then waits until all are added.
 * Returns the milliseconds from the first key to the last card saved.
 */
export async function typeQuickAddLines(page: Page, lines: QuickAddLine[]): Promise<number> {
  const box = page.getByRole('textbox', { name: 'Quick add a card' });
  await box.waitFor();
  const started = performance.now();
  for (const { line: text } of lines) {
    await box.pressSequentially(text);
    await box.press('Enter');
    await page.waitForFunction(CLEARED);
  }
  const count = lines.length === 1 ? '1 card added' : `${lines.length} cards added`;
  await page.locator('.quick-add__count', { hasText: count }).waitFor({ timeout: 60_000 });
  return performance.now() - started;
}

type ItemRow = { product_id: string; quantity: number; condition: string; variant: string };

/** The user's collection items, in a stable order (the adds finish in any order). */
export async function readItems(pool: pg.Pool, userId: number): Promise<ItemRow[]> {
  const { rows } = await pool.query<ItemRow>(
    `SELECT product_id, quantity, condition, variant FROM user_products
     WHERE user_id = $1 AND NOT wishlist ORDER BY product_id, condition, quantity`,
    [userId],
  );
  return rows;
}

/** The lines as the items they must make (the variant only by its coarse type, when named). */
export function expectedItems(lines: QuickAddLine[]) {
  const key = (item: { product_id: string; condition: string; quantity: number }) =>
    `${item.product_id} ${item.condition} ${String(item.quantity).padStart(4, '0')}`;
  return lines
    .map(({ productId, quantity, condition }) => ({ product_id: productId, quantity, condition }))
    .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
