import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { productListQuerySchema } from '#core/shop/product.schema.ts';
import { useCategories } from '../api/get-categories.ts';
import type { ShopSearch } from '../shop-search.ts';
import { useProductList } from '../use-product-store.ts';
import { ProductCard } from './product-card.tsx';
import './shop.css';
import { Pager } from '#web/components/ui/pager.tsx';

export const SHOP_PAGE_SIZE = 12;

/** The search box reads like GET /api/products?search= (trimmed, at most 200 characters). */
const searchFormSchema = productListQuerySchema.pick({ search: true });

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
  const form = useForm<
    z.input<typeof searchFormSchema>,
    unknown,
    z.output<typeof searchFormSchema>
  >({ resolver: zodResolver(searchFormSchema), defaultValues: { search: search.search ?? '' } });
  const pages = Math.max(1, Math.ceil(store.total / SHOP_PAGE_SIZE));

  // Same shape as the search modal's shop results: /shop?search={text} across categories.
  const submit = form.handleSubmit(({ search: text }) =>
    onSearchChange({ search: text || undefined }),
  );

  return (
    <section className="shop-page">
      <header className="shop-page__head row-spread">
        <h1>Shop</h1>
        <form className="shop-search" onSubmit={(event) => void submit(event)}>
          <input
            type="search"
            aria-label="Search the shop"
            placeholder="Search sealed products…"
            maxLength={200}
            {...form.register('search')}
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
