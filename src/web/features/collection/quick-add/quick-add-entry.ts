import type { SyncedCard } from '#core/catalog/sync.schema.ts';

/** One line of the running list: a card being added, added (with its item id), or failed. */
export type QuickAddEntry = {
  key: number;
  card: SyncedCard;
  /** What was asked: `Reverse holo · LP · ×3`. */
  details: string;
  state: 'adding' | 'added' | 'failed' | 'removed';
  itemId?: number;
  error?: string;
};

export function describeCard(card: Pick<SyncedCard, 'product_name' | 'set_name' | 'number'>) {
  return [card.product_name, card.set_name, card.number && `#${card.number}`]
    .filter(Boolean)
    .join(' · ');
}
