import { SHARE_GONE_MESSAGE } from '#core/social/social.schema.ts';
import { ReadOnlyCollection } from '../../../components/collection/read-only-collection.tsx';
import { useSharedView } from '../api/get-shared-view.ts';
import './shares.css';

const FIRST_LIST = { collection: 'collection', binder: 'all', wishlist: 'wishlist' } as const;

/** /share/{token}: a read-only shared collection, binder or wishlist; works signed out. */
export function SharedViewScreen({ token }: { token: string }) {
  const view = useSharedView(token);
  if (view.isPending) {
    return <p>Loading…</p>;
  }
  if (view.isError) {
    return <p role="alert">This shared collection could not be loaded.</p>;
  }
  if (view.data === null) {
    return (
      <section className="shared-view">
        <h1>{SHARE_GONE_MESSAGE}</h1>
        <p>The owner may have revoked it.</p>
      </section>
    );
  }
  const data = view.data;
  return (
    <section className="shared-view">
      <h1>{data.title}</h1>
      <p className="shared-view__note">A read-only view shared from Cardfolio.</p>
      <ReadOnlyCollection
        items={data.items}
        values={data.values}
        binders={data.scope === 'collection' ? data.binders : []}
        initialList={FIRST_LIST[data.scope]}
      />
    </section>
  );
}
