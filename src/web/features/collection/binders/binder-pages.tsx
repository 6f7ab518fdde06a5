import { useState } from 'react';
import { type CollectionRow, getPocketPage } from '#core/collection/collection-view.ts';
import { getGradeLabel } from '../../../components/collection/item-format.ts';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import { formatPrice } from '../../../lib/display-money.ts';
import './binders.css';
import type { Binder } from '#core/collection/user-product.schema.ts';
import { Pager } from '#web/components/ui/pager.tsx';
import type { ScanPageAction } from '../audit/audit-marks.ts';
import { BoxAudit, getBoxNames } from '../audit/box-audit.tsx';
import { useUserProducts } from '../hooks/use-user-products.ts';
import { BinderPocketPages } from './binder-pocket-pages.tsx';

type Props = {
  rows: CollectionRow[];
  title: string;
  binder?: Binder | undefined;
  scanPageAction?: ScanPageAction | undefined;
};

/**
 * A chosen binder as its real pages (each copy in its pocket); otherwise the items as pages of
 * 3 x 3 pockets in list order, one page at a time.
 */
export function BinderPages({ rows, title, binder, scanPageAction }: Props) {
  return binder ? (
    <BinderPocketPages binder={binder} rows={rows} scanPageAction={scanPageAction} />
  ) : (
    <ListPages rows={rows} title={title} />
  );
}

function ListPages({ rows, title }: Pick<Props, 'rows' | 'title'>) {
  const [requestedPage, setPage] = useState(1);
  const [isAuditing, setAuditing] = useState(false);
  // The walk needs every copy (filed in the box or found in it), not only the filtered rows.
  const allItems = useUserProducts().data ?? [];
  const { page, pageCount, pockets } = getPocketPage(rows, requestedPage);
  if (isAuditing) {
    return <BoxAudit items={allItems} onClose={() => setAuditing(false)} />;
  }
  return (
    <section className="binder-pages" aria-label={`${title}, page ${page} of ${pageCount}`}>
      {getBoxNames(allItems).length > 0 ? (
        <div className="binder-pages__tools row-spread">
          <span />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setAuditing(true)}
          >
            Audit walk of a box
          </button>
        </div>
      ) : null}
      <ol className="binder-pages__pockets">
        {pockets.map((row, index) =>
          row ? (
            <li key={row.item.id} className="binder-pocket" aria-label={row.item.product_name}>
              <CatalogImage
                src={row.item.TCGProduct.image_url}
                alt=""
                className="binder-pocket__image"
              />
              <span className="binder-pocket__name">{row.item.product_name}</span>
              <span className="binder-pocket__meta">
                {getGradeLabel(row.item)} · ×{row.item.quantity} ·{' '}
                {row.currentValue === null ? 'No price yet' : formatPrice(row.currentValue)}
              </span>
            </li>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: empty pockets have only their place
            <li key={`empty-${index}`} className="binder-pocket binder-pocket--empty">
              Empty pocket
            </li>
          ),
        )}
      </ol>
      <Pager
        label="Binder pages"
        page={page}
        pageCount={pageCount}
        onPage={setPage}
        previous="Previous page"
        next="Next page"
      />
    </section>
  );
}
