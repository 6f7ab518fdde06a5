import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import { getNewestSets, setsQueryOptions } from '../../../lib/catalog/get-sets.ts';
import { SetLink } from './set-link.tsx';
import './newest-sets.css';

/** The last 3 English sets, read from the set list the app loads at start (no call of its own). */
export function NewestSets() {
  const { data, isPending, isError } = useQuery({ ...setsQueryOptions('english'), enabled: false });
  const sets = getNewestSets(data ?? [], 3);
  return (
    <section className="landing-section newest-sets" aria-labelledby="newest-sets-title">
      <h2 id="newest-sets-title">Newest Pokemon Sets</h2>
      {sets.length > 0 ? (
        <ul className="set-tiles tile-grid">
          {sets.map((set) => {
            const name = set.name ?? set.set_name ?? set.id;
            return (
              <li key={set.id}>
                <SetLink set={set} className="set-tile">
                  <CatalogImage
                    src={set.image_url}
                    alt={`${name} logo`}
                    className="set-tile__image"
                  />
                  <span className="set-tile__name">{name}</span>
                  {set.release_date ? (
                    <span className="set-tile__date">{set.release_date}</span>
                  ) : null}
                </SetLink>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="muted">
          {isPending && !isError ? 'Loading the newest sets...' : 'No sets are available yet.'}
        </p>
      )}
      <Link to="/english/sets" className="button button--secondary">
        View All Sets
      </Link>
    </section>
  );
}
