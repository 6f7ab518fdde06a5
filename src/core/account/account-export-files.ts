import type {
  BinderRecord,
  DeckRecord,
  GradingRecord,
  ItemRecord,
  SettingsRecord,
  SnapshotRecord,
} from './account-export.schema.ts';

/** The files of an account export; `photos/<name>.jpg` hold the grading photos. */
export const EXPORT_FILES = {
  manifest: 'manifest.json',
  settings: 'settings.json',
  binders: 'binders.json',
  items: 'items.jsonl',
  decks: 'decks.json',
  grading: 'grading-results.json',
  snapshots: 'snapshots.json',
  sellRequests: 'sell-requests.json',
  orders: 'orders.json',
  shareLinks: 'share-links.json',
  csv: 'collection.csv',
} as const;

/** What a restore writes back: everything the collector owns and may edit. */
export type RestorableData = {
  settings: SettingsRecord;
  binders: BinderRecord[];
  items: ItemRecord[];
  decks: DeckRecord[];
  grading: GradingRecord[];
  snapshots: SnapshotRecord[];
};
