import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import type { CatalogLanguage } from '#core/catalog/catalog-language.ts';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { OptionSelect } from '#web/components/ui/option-select.tsx';
import { setProductsQueryOptions } from '../../../lib/catalog/get-set-products.ts';
import { type SetSummary, setsQueryOptions } from '../../../lib/catalog/get-sets.ts';
import {
  CARD_SORT_OPTIONS,
  type CardSort,
  DEFAULT_CARD_SORT,
  sortCards,
} from '../lib/sort-cards.ts';
import { CardGrid } from './card-grid.tsx';
import { SealedProducts } from './sealed-products.tsx';
import { SetHeader } from './set-header.tsx';

/** The set a route id names: its id, else its name or url name (spec: the id may be a name). */
export function findSet(sets: readonly SetSummary[], routeId: string): SetSummary | undefined {
  return (
    sets.find((set) => set.id === routeId || set.set_name_id === routeId) ??
    sets.find((set) => set.name === routeId || set.set_name === routeId || set.url_name === routeId)
  );
}

/** What other features add to a set screen (the collection: owned marks, completion, add). */
export type SetScreenExtras = {
  ownedProductIds: ReadonlySet<string> | null;
  renderCompletion: (cards: readonly TcgProduct[]) => ReactNode;
  renderSealedAction: (product: TcgProduct) => ReactNode;
};

type Props = { language: CatalogLanguage; setId: string; extras?: SetScreenExtras };

/** /sets/{setId}, /japanese/sets/{setId}, /chinese/sets/{setId}. */
export function SetScreen({ language, setId, extras }: Props) {
  const sets = useQuery(setsQueryOptions(language));
  const set = sets.data ? findSet(sets.data, setId) : undefined;
  const products = useQuery(setProductsQueryOptions(set?.id ?? setId));
  const [sort, setSort] = useState<CardSort>(DEFAULT_CARD_SORT);

  const { cards, sealed } = useMemo(() => {
    const all = products.data ?? [];
    return {
      cards: sortCards(
        all.filter((product) => product.product_type === 'card'),
        sort,
      ),
      sealed: all.filter((product) => product.product_type === 'sealed'),
    };
  }, [products.data, sort]);

  if (products.isError) {
    return (
      <section className="catalog-page" role="alert">
        <h1>Set unavailable</h1>
        <p>The cards of this set could not be loaded. Please try again.</p>
      </section>
    );
  }
  const isLoading = products.isPending || (sets.isPending && !set);
  if (!isLoading && !set && products.data === null) {
    return (
      <section className="catalog-page">
        <h1>Set not found</h1>
        <p>There is no set "{setId}" in the catalog.</p>
      </section>
    );
  }

  return (
    <section className="catalog-page" aria-busy={isLoading}>
      <SetHeader set={set} setId={setId} cardCount={cards.length} />
      {isLoading || !extras ? null : extras.renderCompletion(cards)}
      <div className="catalog-toolbar row-spread">
        <p className="catalog-count" aria-live="polite">
          {isLoading
            ? 'Loading cards...'
            : `${cards.length} ${cards.length === 1 ? 'card' : 'cards'}`}
        </p>
        <label className="catalog-sort">
          Sort by <OptionSelect value={sort} options={CARD_SORT_OPTIONS} onChange={setSort} />
        </label>
      </div>
      {isLoading ? null : cards.length === 0 ? (
        <p className="catalog-empty">This set has no cards in the catalog yet.</p>
      ) : (
        <CardGrid cards={cards} label="Cards" ownedProductIds={extras?.ownedProductIds} />
      )}
      {isLoading ? null : (
        <SealedProducts products={sealed} renderAction={extras?.renderSealedAction} />
      )}
    </section>
  );
}
