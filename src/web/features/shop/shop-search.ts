export type ShopSearch = { search?: string; category?: number; page?: number };

/** Reads ?search=&category=&page= leniently (bad values are dropped). */
export function readShopSearch(search: Record<string, unknown>): ShopSearch {
  const positive = (value: unknown) => {
    const number = Number(value);
    return Number.isInteger(number) && number > 0 ? number : undefined;
  };
  const text = typeof search.search === 'string' ? search.search.trim() : undefined;
  return {
    search: text ? text.slice(0, 200) : undefined,
    category: positive(search.category),
    page: positive(search.page),
  };
}
