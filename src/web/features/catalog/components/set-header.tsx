import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import type { SetSummary } from '../../../lib/catalog/get-sets.ts';
import { formatReleaseDate, getSetDisplayName } from '../lib/catalog-format.ts';

type Props = { set: SetSummary | undefined; setId: string; cardCount: number };

/** Logo, name, series, release date and card count of a set. */
export function SetHeader({ set, setId, cardCount }: Props) {
  const name = set ? getSetDisplayName(set) : setId;
  const released = formatReleaseDate(set?.release_date);
  const count = set ? Math.max(set.card_count, cardCount) : cardCount;
  return (
    <header className="catalog-set-header">
      <CatalogImage
        src={set?.image_url}
        alt={`${name} logo`}
        className="catalog-set-header__logo"
        loading="eager"
      />
      <div>
        <h1>{name}</h1>
        <dl className="catalog-facts">
          {set?.series_name ? (
            <div>
              <dt>Series</dt>
              <dd>{set.series_name}</dd>
            </div>
          ) : null}
          <div>
            <dt>Released</dt>
            <dd>{released ?? 'Unknown'}</dd>
          </div>
          <div>
            <dt>Cards</dt>
            <dd>{count}</dd>
          </div>
          {set?.abbreviation ? (
            <div>
              <dt>Abbreviation</dt>
              <dd>{set.abbreviation}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </header>
  );
}
