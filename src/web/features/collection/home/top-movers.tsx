import type { Mover } from '#core/collection/day-movers.ts';
import { MoneyChange } from '../../../components/collection/money-change.tsx';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';

function MoverList({ title, movers, empty }: { title: string; movers: Mover[]; empty: string }) {
  return (
    <section className="home-movers__column" aria-label={title}>
      <h2>{title}</h2>
      {movers.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ol className="home-movers__list stack-list">
          {movers.map(({ row, detail }) => (
            <li key={row.item.id} className="home-movers__item">
              <CatalogImage
                src={row.item.TCGProduct.image_url}
                alt=""
                className="home-movers__image"
              />
              <span className="home-movers__text">
                <span className="home-movers__name">{row.item.product_name}</span>
                <span className="home-movers__detail muted">{detail}</span>
              </span>
              <MoneyChange amount={row.dailyChange} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The day's biggest risers and fallers of the owned items of the selected binder (or all),
 * held since before today (decision 051).
 */
export function TopMovers({ gainers, losers }: { gainers: Mover[]; losers: Mover[] }) {
  return (
    <div className="home-movers">
      <MoverList title="Top gainers today" movers={gainers} empty="No gainers today." />
      <MoverList title="Top losers today" movers={losers} empty="No losers today." />
    </div>
  );
}
