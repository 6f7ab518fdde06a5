import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef } from 'react';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { useElementBox } from '../../../hooks/use-element-box.ts';
import { GRID_GAP, getGridLayout } from '../lib/grid-layout.ts';
import { CardTile } from './card-tile.tsx';

/**
 * The cards of a set in a responsive grid. Rows are virtualised against the window scroll, so a
 * 300-card set mounts only the rows near the viewport.
 */
export function CardGrid({
  cards,
  label,
  ownedProductIds,
}: {
  cards: TcgProduct[];
  label: string;
  /** Cards the signed-in user owns get a check badge. */
  ownedProductIds?: ReadonlySet<string> | null;
}) {
  const containerRef = useRef<HTMLElement>(null);
  const { width, top } = useElementBox(containerRef);
  const withEnglishNames = cards.some((card) => card.english_name);
  const { columns, rowHeight } = getGridLayout(width || 1000, withEnglishNames);
  const rowCount = Math.ceil(cards.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: 3,
    scrollMargin: top,
  });
  // Row heights follow the width; drop the cached sizes when it changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure on a new row height only
  useLayoutEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);
  const rows = virtualizer.getVirtualItems();

  return (
    <section
      ref={containerRef}
      aria-label={label}
      className="catalog-card-grid virtual-grid"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => (
        <div
          key={row.key}
          className="catalog-card-grid__row virtual-grid__row"
          style={{
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            height: rowHeight - GRID_GAP,
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          {cards.slice(row.index * columns, (row.index + 1) * columns).map((card) => (
            <CardTile
              key={card.product_id}
              card={card}
              quickAdd
              isOwned={ownedProductIds?.has(card.product_id) ?? false}
            />
          ))}
        </div>
      ))}
    </section>
  );
}
