import { exportCollectionCsv } from '#core/collection/collection-csv.ts';
import { useBinders } from '../hooks/use-binders.ts';
import { useUserProducts } from '../hooks/use-user-products.ts';

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start the download after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads the whole collection and wishlist as Cardfolio CSV. */
export function CsvExportButton() {
  const products = useUserProducts();
  const binders = useBinders();
  const isReady = products.data !== undefined && binders.data !== undefined;
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={!isReady}
      onClick={() => {
        if (products.data && binders.data) {
          const today = new Date().toISOString().slice(0, 10);
          download(
            exportCollectionCsv(products.data, binders.data),
            `cardfolio-collection-${today}.csv`,
          );
        }
      }}
    >
      Export CSV
    </button>
  );
}
