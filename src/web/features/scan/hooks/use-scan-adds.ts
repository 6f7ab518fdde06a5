import type { UserProductInput } from '#core/collection/user-product.schema.ts';
import type { ScanMatch } from '#core/scan/scan-result.schema.ts';
import { newChangeTag } from '#web/lib/change-tag.ts';
import { useCollectionWrites } from '#web/lib/collection-writes.tsx';
import { type AddOptions, toUserProductInput } from '../lib/to-user-product.ts';

export type AddScannedItem = (match: ScanMatch, options: AddOptions) => Promise<void>;

export type ScanAdds = {
  /** Adds one match; true when it was added (a toast says how it went either way). */
  addOne: (match: ScanMatch, options: AddOptions) => Promise<boolean>;
  /** Adds every item in one bulk call (the review table's rows). */
  addAll: (inputs: UserProductInput[]) => Promise<boolean>;
  isAdding: boolean;
};

function plural(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/**
 * Adding scanned items through the collection's mutations (which update its cache and toast
 * failures); success is toasted here.
 */
export function useScanAdds(): ScanAdds {
  const writes = useCollectionWrites();

  return {
    isAdding: writes.isAdding,
    async addOne(match, options) {
      const tag = newChangeTag('scan');
      try {
        await writes.addItem(toUserProductInput(match, options), tag);
      } catch {
        return false;
      }
      writes.confirmWithUndo(
        `Added ${match.database.product_name} to your collection`,
        tag.batchId,
      );
      return true;
    },
    async addAll(inputs) {
      try {
        const tag = newChangeTag('scan');
        const created = await writes.addItems(inputs, tag);
        writes.confirmWithUndo(`Added ${plural(created.length)} to your collection`, tag.batchId);
        return true;
      } catch {
        return false;
      }
    },
  };
}
