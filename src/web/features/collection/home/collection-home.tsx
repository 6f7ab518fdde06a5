import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import {
  buildRows,
  countInList,
  filterRows,
  getBinderSummaries,
  getCollectionTotals,
  hasSimulatedPrices,
  sortRows,
} from '#core/collection/collection-view.ts';
import { getDayMovers } from '#core/collection/day-movers.ts';
import { toUtcDate } from '#core/prices/price-dates.ts';
import { CollectionItems } from '../../../components/collection/collection-items.tsx';
import {
  CollectionToolbar,
  useCollectionControls,
} from '../../../components/collection/collection-toolbar.tsx';
import { newChangeTag } from '../../../lib/change-tag.ts';
import type { ScanPageAction } from '../audit/audit-marks.ts';
import { BinderBar } from '../binders/binder-bar.tsx';
import { BinderPages } from '../binders/binder-pages.tsx';
import { useBinderUrlSync } from '../binders/use-binder-url-sync.ts';
import { toastWithUndo } from '../history/components/undo-toast.tsx';
import { useBinders } from '../hooks/use-binders.ts';
import { useCollectionValues } from '../hooks/use-collection-values.ts';
import { useDeleteUserProduct } from '../hooks/use-delete-user-product.ts';
import { useUserProducts } from '../hooks/use-user-products.ts';
import { QuickAddPanel } from '../quick-add/quick-add-panel.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { EditItemDialog } from './edit-item-dialog.tsx';
import { EmptyCollection } from './empty-collection.tsx';
import { HomeHeader } from './home-header.tsx';
import type { HomeSearch } from './home-search.ts';
import { PortfolioChart } from './portfolio-chart.tsx';
import { SelectionBar } from './selection-bar.tsx';
import { TopMovers } from './top-movers.tsx';
import { useHomeSelection } from './use-home-selection.ts';
import { useWaitingForValues } from './use-values-wait.ts';
import './home.css';

const CollectionCsvActions = lazy(async () => ({
  default: (await import('../csv/collection-csv-actions.tsx')).CollectionCsvActions,
}));

type Props = {
  search: HomeSearch;
  onSearchChange: (next: HomeSearch) => void;
  /** Shown in the header: the scan feature's button, composed by the page. */
  scanAction?: ReactNode;
  /** The scanner for one binder page, used by the audit walk. */
  scanPageAction?: ScanPageAction | undefined;
};

/** /home for a signed-in user: value, chart, movers, binders and the collection itself. */
export function CollectionHome({ search, onSearchChange, scanAction, scanPageAction }: Props) {
  const products = useUserProducts();
  const values = useCollectionValues(products.data);
  const binders = useBinders();
  const setUrlBinder = useCallback(
    (binder: number | null) => onSearchChange({ ...search, binder: binder ?? undefined }),
    [search, onSearchChange],
  );
  const [binderId, setBinderId] = useBinderUrlSync(search.binder ?? null, setUrlBinder);
  const { filters, sort, toolbar } = useCollectionControls({});
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const deleteItem = useDeleteUserProduct();
  const [confirmingBulkDelete, setConfirmingBulkDelete] = useState(false);
  const view = search.view ?? 'grid';
  const waitingForValues = useWaitingForValues(products.isSuccess, values.isPending);

  const allRows = useMemo(
    () => (waitingForValues ? [] : buildRows(products.data ?? [], values.data)),
    [waitingForValues, products.data, values.data],
  );
  const totals = useMemo(() => getCollectionTotals(allRows), [allRows]);
  const movers = useMemo(
    () => getDayMovers(allRows, { binderId, today: toUtcDate(new Date()) }),
    [allRows, binderId],
  );
  const summaries = useMemo(() => getBinderSummaries(allRows), [allRows]);
  const isSimulated = useMemo(() => hasSimulatedPrices(allRows), [allRows]);
  const shownRows = useMemo(
    () => sortRows(filterRows(allRows, { ...filters, binder: binderId ?? 'all' }), sort),
    [allRows, filters, binderId, sort],
  );
  const binderList = binders.data ?? [];
  const bulk = useHomeSelection(allRows, shownRows, binderList);
  const selected = bulk.selection.ids;
  const binder = binderList.find((entry) => entry.id === binderId);

  // A link to a binder that no longer exists shows the whole collection.
  useEffect(() => {
    if (binders.isSuccess && binderId !== null && !binder) {
      setBinderId(null);
    }
  }, [binders.isSuccess, binderId, binder, setBinderId]);

  // A failed bulk call is toasted by its mutation; the selection stays for another try.
  const ignore = (promise: Promise<unknown>) => void promise.catch(() => undefined);

  if (products.isPending || waitingForValues) {
    return <p className="muted home-status">Loading your collection…</p>;
  }
  if (products.isError) {
    return (
      <p className="catalog-error" role="alert">
        {products.error.message}{' '}
        <button type="button" className="link-button" onClick={() => void products.refetch()}>
          Try again
        </button>
      </p>
    );
  }

  const header = (
    <HomeHeader
      totals={totals}
      rows={allRows}
      wishlistCount={summaries.get('all')?.wishlist ?? 0}
      isValued={values.isSuccess}
      isSimulated={isSimulated}
      scanAction={scanAction}
      actions={
        <Suspense fallback={null}>
          <CollectionCsvActions />
        </Suspense>
      }
    />
  );
  if (allRows.length === 0) {
    return (
      <section className="home-page">
        {header}
        <QuickAddPanel />
        <EmptyCollection />
      </section>
    );
  }

  const editing = allRows.find((row) => row.item.id === editingId)?.item;
  const deleting = allRows.find((row) => row.item.id === deletingId)?.item;
  const scopeName = binder?.name ?? 'All items';
  const inScope = countInList(summaries.get(binderId ?? 'all'), filters.list);
  return (
    <section className="home-page">
      {header}
      <QuickAddPanel />
      <BinderBar
        binders={binderList}
        summaries={summaries}
        selectedId={binderId}
        onSelect={setBinderId}
      />
      <div className="home-insights">
        {values.isPending ? (
          <div className="home-chart-placeholder" aria-hidden="true" />
        ) : (
          <PortfolioChart
            binderId={binderId}
            label={binder ? `${binder.name} value` : 'Collection value'}
          />
        )}
        <TopMovers gainers={movers.gainers} losers={movers.losers} />
      </div>
      <CollectionToolbar
        {...toolbar}
        items={products.data}
        view={view}
        onViewChange={(next) =>
          onSearchChange({ ...search, view: next === 'grid' ? undefined : next })
        }
      />
      <p className="catalog-count" aria-live="polite">
        {scopeName}: showing {shownRows.length} of {inScope.count} {inScope.noun}
      </p>
      {selected.size > 0 ? (
        <SelectionBar
          count={selected.size}
          matchingCount={bulk.matchingCount}
          allMatching={bulk.selection.allMatching}
          binders={binderList}
          printings={bulk.printings}
          isBusy={bulk.isBusy}
          onMove={(target) => ignore(bulk.actions.move(target))}
          onApply={(changes) => ignore(bulk.actions.apply(changes))}
          onDuplicate={() => ignore(bulk.actions.duplicate())}
          onDelete={() => setConfirmingBulkDelete(true)}
          onSelectAll={bulk.selectAll}
          onClear={bulk.clear}
        />
      ) : null}
      {view === 'binder' ? (
        <BinderPages
          key={binderId ?? 'all'}
          rows={shownRows}
          title={scopeName}
          binder={binder}
          scanPageAction={scanPageAction}
        />
      ) : shownRows.length === 0 ? (
        <p className="catalog-empty">No items match these filters.</p>
      ) : (
        <CollectionItems
          rows={shownRows}
          layout={view}
          selected={selected}
          onToggleSelect={bulk.toggle}
          onEdit={setEditingId}
          onDelete={setDeletingId}
        />
      )}
      {editing ? (
        <EditItemDialog item={editing} binders={binderList} onClose={() => setEditingId(null)} />
      ) : null}
      {confirmingBulkDelete ? (
        <ConfirmDialog
          title={`Delete ${selected.size} ${selected.size === 1 ? 'item' : 'items'}?`}
          confirmLabel="Delete"
          onConfirm={bulk.actions.remove}
          onClose={() => setConfirmingBulkDelete(false)}
        >
          <p>
            This removes the selected items from your collection. Undo it from the activity list, or
            restore them from the trash within 30 days.
          </p>
        </ConfirmDialog>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete ${deleting.product_name}?`}
          confirmLabel="Delete"
          onConfirm={async () => {
            // The item leaves the list at once (optimistic); close before it can come back.
            setDeletingId(null);
            const tag = newChangeTag();
            if (await deleteItem(deleting.id, tag)) {
              toastWithUndo(
                `${deleting.product_name} was removed from your collection`,
                tag.batchId,
              );
            }
          }}
          onClose={() => setDeletingId(null)}
        >
          <p>
            This removes the item from your collection. Undo it from the message that follows, or
            restore it from the trash within 30 days.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
