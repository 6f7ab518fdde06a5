import type { TcgProduct } from '#core/catalog/product.schema.ts';
import type { VariantOption } from '#core/collection/client-rules.ts';
import type { ScanMatch } from '#core/scan/scan-result.schema.ts';
import { CatalogImage } from '#web/components/ui/catalog-image.tsx';
import { formatPrice } from '#web/lib/display-money.ts';
import { describeMatch, formatConfidence } from '../lib/match-format.ts';

/**
 * One candidate of a review row, told apart from the others by its image, set and number, its
 * printings and its price.
 */
export function ReviewCandidate({
  match,
  product,
  printings,
}: {
  match: ScanMatch;
  product: TcgProduct | undefined;
  printings: VariantOption[];
}) {
  const price = product?.market_price ?? null;
  return (
    <span className="scan-candidate" data-candidate-id={match.database.product_id}>
      <CatalogImage
        src={match.database.image_url ?? match.identification.imageUrl}
        alt=""
        className="scan-candidate__image"
      />
      <span className="scan-candidate__text">
        <span className="scan-candidate__name">{match.database.product_name}</span>
        <span className="muted">{describeMatch(match) || 'Set unknown'}</span>
        <span className="muted">
          {match.product_type === 'card'
            ? printings.map((option) => option.label).join(', ')
            : 'Sealed'}
          {' · '}
          {price === null ? (product ? 'No price yet' : '…') : formatPrice(price)}
          {' · '}
          {formatConfidence(match.confidence)}
        </span>
      </span>
    </span>
  );
}
