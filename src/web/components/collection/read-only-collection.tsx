import { useId, useMemo, useState } from 'react';
import {
  buildRows,
  type CollectionFilters,
  DEFAULT_FILTERS,
  DEFAULT_SORT,
  filterRows,
  getCollectionTotals,
  sortRows,
} from '#core/collection/collection-view.ts';
import type {
  Binder,
  CollectionValues,
  UserProduct,
} from '#core/collection/user-product.schema.ts';
import { formatPrice } from '../../lib/display-money.ts';
import { OptionSelect } from '../ui/option-select.tsx';
import { CollectionItems } from './collection-items.tsx';
import {
  CollectionToolbar,
  type CollectionView,
  useCollectionControls,
} from './collection-toolbar.tsx';
import { MoneyChange } from './money-change.tsx';
import './collection-list.css';

/** An item as others see it: the owner's private fields are not sent. */
type VisibleItem = Omit<UserProduct, 'notes' | 'purchase_price' | 'purchased_on'>;

type Props = {
  items: readonly VisibleItem[];
  /** null when the owner hides values. */
  values: CollectionValues | null;
  binders: readonly Binder[];
  /** The list shown first ('all' for a wishlist link). */
  initialList?: CollectionFilters['list'];
};

const READ_ONLY_VIEWS = ['grid', 'list'] as const;

/** Said once for the whole collection when the owner hides values (not a placeholder per card). */
const VALUES_HIDDEN = 'Values hidden by the owner';

/**
 * Someone else's collection, read-only, with the same list, filters and sorting as /home:
 * a friend's (/friends/{id}) or a share link's (/share/{token}).
 */
export function ReadOnlyCollection({ items, values, binders, initialList = 'collection' }: Props) {
  const binderId = useId();
  const { filters, setFilters, sort, toolbar } = useCollectionControls({
    filters: { ...DEFAULT_FILTERS, list: initialList },
    sort: values ? DEFAULT_SORT : { key: 'name', direction: 'asc' },
  });
  const [view, setView] = useState<CollectionView>('grid');
  const rows = useMemo(
    () =>
      buildRows(
        items.map((item) => ({ ...item, notes: null, purchase_price: null, purchased_on: null })),
        values ?? undefined,
      ),
    [items, values],
  );
  const shown = useMemo(() => sortRows(filterRows(rows, filters), sort), [rows, filters, sort]);
  const totals = getCollectionTotals(filterRows(rows, { ...filters, list: 'collection' }));

  return (
    <section className="read-only-collection">
      <p className="read-only-collection__total" data-testid="shared-total">
        {values ? (
          <>
            Total value <strong>{formatPrice(totals.value)}</strong>{' '}
            <MoneyChange amount={totals.dailyChange} label="Today" />
          </>
        ) : (
          VALUES_HIDDEN
        )}{' '}
        · {totals.cardCount} owned
      </p>
      <CollectionToolbar
        {...toolbar}
        items={items}
        valuesShown={values !== null}
        view={view}
        onViewChange={setView}
        views={READ_ONLY_VIEWS}
      />
      {binders.length > 0 ? (
        <div className="collection-toolbar__field read-only-collection__binder">
          <label htmlFor={binderId}>Binder</label>
          <OptionSelect
            id={binderId}
            value={String(filters.binder)}
            options={binders.map((binder) => ({ value: String(binder.id), label: binder.name }))}
            onChange={(value) => {
              const binder = value === 'all' || value === 'none' ? value : Number(value);
              setFilters({ ...filters, binder });
            }}
          >
            <option value="all">All binders</option>
            <option value="none">In no binder</option>
          </OptionSelect>
        </div>
      ) : null}
      {shown.length === 0 ? (
        <p className="read-only-collection__empty">Nothing to show here.</p>
      ) : (
        <CollectionItems
          rows={shown}
          layout={view === 'list' ? 'list' : 'grid'}
          showMoney={values !== null}
        />
      )}
    </section>
  );
}
