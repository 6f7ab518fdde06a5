import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef } from 'react';
import type { CollectionRow } from '#core/collection/collection-view.ts';
import { useElementBox } from '../../hooks/use-element-box.ts';
import { CollectionItem, type ItemActions } from './collection-item.tsx';
import './collection-list.css';
import { getItemGridLayout, ITEM_GAP, LIST_ROW_HEIGHT } from './item-grid-layout.ts';

type Props = Partial<ItemActions> & {
  rows: CollectionRow[];
  layout: 'grid' | 'list';
  selected?: ReadonlySet<number>;
  /** False when the owner hides values (a friend's or shared collection). */
  showMoney?: boolean;
};

/**
 * The collection as a grid or a list. Rows are virtualised against the window scroll, so a
 * 10,000-item collection mounts only the items near the viewport. Without actions the items
 * are read-only (a friend's or a shared collection).
 */
export function CollectionItems({ rows, layout, selected, showMoney, ...actions }: Props) {
  const containerRef = useRef<HTMLElement>(null);
  const { width, top } = useElementBox(containerRef);
  const { columns, rowHeight } =
    layout === 'grid'
      ? getItemGridLayout(width || 1000)
      : { columns: 1, rowHeight: LIST_ROW_HEIGHT + 8 };
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(rows.length / columns),
    estimateSize: () => rowHeight,
    overscan: 3,
    scrollMargin: top,
  });
  // Row heights follow the width and layout; drop the cached sizes when they change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure on a new row height only
  useLayoutEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);

  return (
    <section
      ref={containerRef}
      aria-label="Collection items"
      className={`collection-items collection-items--${layout} virtual-grid`}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((virtualRow) => (
        <div
          key={virtualRow.key}
          className="collection-items__row virtual-grid__row"
          style={{
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            height: rowHeight - (layout === 'grid' ? ITEM_GAP : 8),
            transform: `translateY(${virtualRow.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          {rows.slice(virtualRow.index * columns, (virtualRow.index + 1) * columns).map((row) => (
            <CollectionItem
              key={row.item.id}
              row={row}
              layout={layout}
              isSelected={selected?.has(row.item.id) ?? false}
              showMoney={showMoney}
              {...actions}
            />
          ))}
        </div>
      ))}
    </section>
  );
}
