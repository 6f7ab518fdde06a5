import {
  COLLECTION_VIEWS,
  type CollectionView,
} from '../../../components/collection/collection-toolbar.tsx';

export const HOME_VIEWS = COLLECTION_VIEWS;
export type HomeView = CollectionView;

/** /home?binder={id}&view=grid|list|binder */
export type HomeSearch = { binder?: number; view?: HomeView };

/** Reads the /home query leniently: unknown or bad values are dropped. */
export function readHomeSearch(search: Record<string, unknown>): HomeSearch {
  const binder = Number(search.binder);
  const view = HOME_VIEWS.find((option) => option === search.view);
  return {
    binder: Number.isInteger(binder) && binder > 0 ? binder : undefined,
    view: view === 'grid' ? undefined : view,
  };
}
