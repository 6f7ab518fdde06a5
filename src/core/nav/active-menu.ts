export type ActiveMenu = 'pokemon' | 'shop' | null;

const POKEMON_PREFIXES = [
  '/english',
  '/japanese',
  '/chinese',
  '/market-insights',
  '/grading-insights',
  '/card',
  '/sets',
];
const SHOP_PREFIXES = ['/shop', '/products'];

/** Which top-level menu the navigation bar highlights for a path (spec section 2). */
export function getActiveMenu(pathname: string): ActiveMenu {
  if (POKEMON_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
    return 'pokemon';
  }
  if (SHOP_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
    return 'shop';
  }
  return null;
}

/** Shop pages send the search box to the shop instead of the card search. */
export function isShopContext(pathname: string): boolean {
  return getActiveMenu(pathname) === 'shop';
}
