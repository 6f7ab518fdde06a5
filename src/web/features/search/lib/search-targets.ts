import { getCardRoute } from '#core/catalog/card-route.ts';
import type { CatalogSet } from '#core/catalog/set.schema.ts';
import { getSetRoute } from '#core/catalog/set-route.ts';
import type { SyncedCard } from '#core/catalog/sync.schema.ts';
import { isShopContext } from '#core/nav/active-menu.ts';
import type { ShopProduct } from '#core/shop/product.schema.ts';

export type SearchOption =
  | { kind: 'card'; key: string; href: string; item: SyncedCard }
  | { kind: 'set'; key: string; href: string; item: CatalogSet }
  | { kind: 'shop'; key: string; href: string; item: ShopProduct };

function shopOptions(products: ShopProduct[]): SearchOption[] {
  return products.map((product) => ({
    kind: 'shop',
    key: `shop:${product.id}`,
    href: `/products/${product.id}`,
    item: product,
  }));
}

/**
 * The suggestions as one keyboard-navigable list: cards, sets, then shop products (shop
 * products first on shop pages); unlinkable ones dropped.
 */
export function getSearchOptions(
  cards: SyncedCard[],
  sets: CatalogSet[],
  shopProducts: ShopProduct[] = [],
  shopFirst = false,
): SearchOption[] {
  const options: SearchOption[] = shopFirst ? shopOptions(shopProducts) : [];
  for (const card of cards) {
    const href = getCardRoute(card);
    if (href) {
      options.push({ kind: 'card', key: `card:${card.product_id}`, href, item: card });
    }
  }
  for (const set of sets) {
    const href = getSetRoute(set);
    if (href) {
      options.push({ kind: 'set', key: `set:${set.id}`, href, item: set });
    }
  }
  return shopFirst ? options : [...options, ...shopOptions(shopProducts)];
}

/** Spec section 2: submitting goes to /cards?search=, or /shop?search= on shop pages. */
export function getSubmitHref(text: string, pathname: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) {
    return null;
  }
  const base = isShopContext(pathname) ? '/shop' : '/cards';
  return `${base}?search=${encodeURIComponent(trimmed)}`;
}

/** The next active option for an arrow key; -1 means none (the input). */
export function moveActiveOption(active: number, count: number, key: 'ArrowDown' | 'ArrowUp') {
  if (count === 0) {
    return -1;
  }
  if (key === 'ArrowDown') {
    return active + 1 >= count ? 0 : active + 1;
  }
  return active <= 0 ? count - 1 : active - 1;
}

/** The status line over the suggestions: a touch screen gets no arrow-key hint. */
export function getSuggestionsHint(count: number, isTouch: boolean): string {
  const open = isTouch ? 'Tap one to open it.' : 'Use the arrow keys and Enter to open one.';
  return `${count} suggestions. ${open} + adds a card to your collection.`;
}
