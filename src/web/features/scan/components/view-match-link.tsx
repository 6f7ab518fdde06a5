import { getCardRoute } from '#core/catalog/card-route.ts';
import type { ScanMatch } from '#core/scan/scan-result.schema.ts';

/** 'View Card' (or 'View Product' for sealed) to the product's language-specific page. */
export function ViewMatchLink({
  match,
  onNavigate,
}: {
  match: ScanMatch;
  onNavigate: (href: string) => void;
}) {
  const href = getCardRoute({
    product_id: match.database.product_id,
    game: match.identification.game,
    product_name: match.database.product_name,
    number: match.database.card_number,
    set_name: match.database.set_name,
  });
  if (!href) {
    return null;
  }
  return (
    <a
      href={href}
      className="button button--secondary"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
          return;
        }
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {match.product_type === 'sealed' ? 'View Product' : 'View Card'}
    </a>
  );
}
