import { type DragEvent, useState } from 'react';
import {
  DEFAULT_POCKET_LAYOUT,
  getLayoutGrid,
  POCKET_LAYOUTS,
  type PocketLayout,
} from '#core/collection/binder-location.ts';
import { getBinderPocketPage } from '#core/collection/binder-pocket-view.ts';
import type { CollectionRow } from '#core/collection/collection-view.ts';
import type { Binder, UserProduct } from '#core/collection/user-product.schema.ts';
import { Pager } from '#web/components/ui/pager.tsx';
import type { ScanPageAction } from '../audit/audit-marks.ts';
import { BinderAudit } from '../audit/binder-audit.tsx';
import { PocketCard } from './pocket-card.tsx';
import { useBinderLayout, usePlaceInPocket } from './use-binder-pockets.ts';
import './binders.css';

type Props = {
  binder: Binder;
  rows: CollectionRow[];
  scanPageAction?: ScanPageAction | undefined;
};

const FILL_HINT =
  'To fill a pocket: pick a card (Move) and then an empty pocket, drag a card onto it, or scan ' +
  'the page (Scan cards, Binder page) and file the result into this page.';

/** A binder as it is: pages of its pocket layout, each copy in its pocket, empty pockets shown. */
export function BinderPocketPages({ binder, rows, scanPageAction }: Props) {
  const layout = binder.pocket_layout ?? DEFAULT_POCKET_LAYOUT;
  const [requestedPage, setPage] = useState(1);
  const [picked, setPicked] = useState<number | null>(null);
  const [isAuditing, setAuditing] = useState(false);
  const place = usePlaceInPocket();
  const changeLayout = useBinderLayout();
  const items = rows.map((row) => row.item);
  const { page, pageCount, pockets, unfiled } = getBinderPocketPage(items, layout, requestedPage);
  const pickedItem = items.find((item) => item.id === picked);

  const fill = (id: number, pocket: number) => {
    setPicked(null);
    const item = items.find((candidate) => candidate.id === id);
    if (item) {
      void place(item, binder, page, pocket).catch(() => undefined);
    }
  };
  const onDrop = (pocket: number) => (event: DragEvent) => {
    event.preventDefault();
    const id = Number(event.dataTransfer.getData('text/plain'));
    if (id > 0) {
      fill(id, pocket);
    }
  };

  if (isAuditing) {
    return (
      <BinderAudit
        binder={binder}
        items={items}
        scanPageAction={scanPageAction}
        onClose={() => setAuditing(false)}
      />
    );
  }
  return (
    <section className="binder-pages" aria-label={`${binder.name}, page ${page} of ${pageCount}`}>
      <div className="binder-pages__tools row-spread">
        <label className="binder-pages__layout">
          Pockets per page{' '}
          <select
            value={layout}
            disabled={changeLayout.isPending}
            onChange={(event) =>
              changeLayout.mutate({ binder, layout: event.target.value as PocketLayout })
            }
          >
            {POCKET_LAYOUTS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setAuditing(true)}
        >
          Audit walk
        </button>
      </div>
      {pockets.some((pocket) => pocket === null) ? (
        <p className="binder-pages__hint muted">
          {pickedItem ? `Now pick an empty pocket for ${pickedItem.product_name}.` : FILL_HINT}
        </p>
      ) : null}
      <ol
        className="binder-pages__pockets"
        aria-label={`Page ${page}`}
        style={{ gridTemplateColumns: `repeat(${getLayoutGrid(layout).columns}, minmax(0, 1fr))` }}
      >
        {pockets.map((item, index) => {
          const pocket = index + 1;
          return item ? (
            <PocketCard
              key={item.id}
              item={item}
              isPicked={item.id === picked}
              onPick={() => setPicked(item.id === picked ? null : item.id)}
              onDrop={onDrop(pocket)}
            />
          ) : (
            <EmptyPocket
              key={`empty-${pocket}`}
              pocket={pocket}
              picked={pickedItem}
              onFill={(id) => fill(id, pocket)}
              onDrop={onDrop(pocket)}
            />
          );
        })}
      </ol>
      <Pager
        label="Binder pages"
        page={page}
        pageCount={pageCount}
        onPage={setPage}
        previous="Previous page"
        next="Next page"
      />
      {unfiled.length > 0 ? (
        <section aria-label="Not in a pocket yet" className="binder-pages__unfiled">
          <h3>Not in a pocket yet ({unfiled.length})</h3>
          <ul className="binder-pages__tray">
            {unfiled.map((item) => (
              <PocketCard
                key={item.id}
                item={item}
                isPicked={item.id === picked}
                onPick={() => setPicked(item.id === picked ? null : item.id)}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

function EmptyPocket(props: {
  pocket: number;
  picked: UserProduct | undefined;
  onFill: (id: number) => void;
  onDrop: (event: DragEvent) => void;
}) {
  const { picked } = props;
  return (
    <li
      className="binder-pocket binder-pocket--empty"
      onDragOver={(event) => event.preventDefault()}
      onDrop={props.onDrop}
    >
      {picked ? (
        <button type="button" className="link-button" onClick={() => props.onFill(picked.id)}>
          Put {picked.product_name} in pocket {props.pocket}
        </button>
      ) : (
        `Empty pocket ${props.pocket}`
      )}
    </li>
  );
}
