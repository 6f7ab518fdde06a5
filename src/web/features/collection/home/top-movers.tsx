import type { CollectionRow } from '#core/collection/collection-view.ts';
import { MoneyChange } from '../../../components/collection/money-change.tsx';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';

function MoverList({
  title,
  rows,
  empty,
}: {
  title: string;
  rows: CollectionRow[];
  empty: string;
}) {
  return (
    <section className="home-movers__column" aria-label={title}>
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ol className="home-movers__list stack-list">
          {rows.map((row) => (
            <li key={row.item.id} className="home-movers__item">
              <CatalogImage
                src={row.item.TCGProduct.image_url}
                alt=""
                className="home-movers__image"
              />
              <span className="home-movers__name">{row.item.product_name}</span>
              <MoneyChange amount={row.dailyChange} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The day's biggest risers and fallers of the owned items. */
export function TopMovers({
  gainers,
  losers,
}: {
  gainers: CollectionRow[];
  losers: CollectionRow[];
}) {
  return (
    <div className="home-movers">
      <MoverList title="Top gainers today" rows={gainers} empty="No gainers today." />
      <MoverList title="Top losers today" rows={losers} empty="No losers today." />
    </div>
  );
}
