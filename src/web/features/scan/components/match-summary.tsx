import type { ScanMatch } from '#core/scan/scan-result.schema.ts';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import {
  describeEdition,
  describePrice,
  formatConfidence,
  isLowConfidence,
} from '../lib/match-format.ts';

/** One candidate: image, name, set, number and language, price, and how sure the scanner is. */
export function MatchSummary({ match }: { match: ScanMatch }) {
  const low = isLowConfidence(match);
  return (
    <div className="scan-match" data-product-id={match.database.product_id}>
      <CatalogImage
        src={match.database.image_url ?? match.identification.imageUrl}
        alt={match.database.product_name}
        className={
          match.product_type === 'card' ? 'scan-match__image' : 'scan-match__image--sealed'
        }
        loading="eager"
      />
      <div className="scan-match__text">
        <h3 className="scan-match__name">{match.database.product_name}</h3>
        <p className="muted">{describeEdition(match)}</p>
        <p className="scan-match__price">{describePrice(match)}</p>
        <p
          className={
            low ? 'scan-match__confidence scan-match__confidence--low' : 'scan-match__confidence'
          }
        >
          {formatConfidence(match.confidence)}
        </p>
        {low ? <p className="scan-match__hint">Not sure? retake</p> : null}
      </div>
    </div>
  );
}
