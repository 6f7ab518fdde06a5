import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useCategories } from '../api/get-categories.ts';
import type { ShopSearch } from '../shop-search.ts';
import { useProductList } from '../use-product-store.ts';
import { ProductCard } from './product-card.tsx';
import './shop.css';
import { Pager } from '#web/components/ui/pager.tsx';

export const SHOP_PAGE_SIZE = 12;

type Props = {
  search: ShopSearch;
  tier: number;
  onSearchChange: (next: ShopSearch) => void;
};

/** /shop: categories, a search box (?search=) and paging. */
export function ShopScreen({ search, tier, onSearchChange }: Props) {
  const page = search.page ?? 1;
  const store = useProductList({
    search: search.search,
    category: search.category,
    page,
    limit: SHOP_PAGE_SIZE,
  });
  const categories = useCategories();
  const [text, setText] = useState(search.search ?? '');
  const pages = Math.max(1, Math.ceil(store.total / SHOP_PAGE_SIZE));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Same shape as the search modal's shop results: /shop?search={text} across categories.
    onSearchChange({ search: text.trim() || undefined });
  };

  return (
    <section className="shop-page">
      <header className="shop-page__head row-spread">
        <h1>Shop</h1>
        <form className="shop-search" onSubmit={submit}>
          <input
            type="search"
            aria-label="Search the shop"
            placeholder="Search sealed products…"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button">
            Search
          </button>
        </form>
      </header>
      <nav className="catalog-tabs" aria-label="Categories">
        <button
          type="button"
          className={
            search.category === undefined ? 'catalog-tab catalog-tab--active' : 'catalog-tab'
          }
          onClick={() => onSearchChange({ ...search, category: undefined, page: undefined })}
        >
          All
        </button>
        {(categories.data ?? []).map((category) => (
          <button
            type="button"
            key={category.id}
            className={
              search.category === category.id ? 'catalog-tab catalog-tab--active' : 'catalog-tab'
            }
            onClick={() => onSearchChange({ ...search, category: category.id, page: undefined })}
          >
            {category.name}
          </button>
        ))}
      </nav>
      {store.error ? (
        <p className="field-error" role="alert">
          {store.error}
        </p>
      ) : null}
      {store.loading && store.ids.length === 0 ? <p className="muted">Loading products…</p> : null}
      {!store.loading && !store.error && store.ids.length === 0 ? (
        <p className="catalog-empty">No products found.</p>
      ) : null}
      <ul className="product-grid">
        {store.ids.map((id) => {
          const product = store.byId[String(id)];
          return product ? <ProductCard key={id} product={product} tier={tier} /> : null;
        })}
      </ul>
      {pages > 1 ? (
        <Pager
          label="Pages"
          page={page}
          pageCount={pages}
          onPage={(next) => onSearchChange({ ...search, page: next })}
        />
      ) : null}
      <p className="muted">
        Members pay member prices. <Link to="/memberships">See memberships</Link>
      </p>
    </section>
  );
}
