import { toast } from 'react-toastify';
import type { ScanMatch } from '#core/scan/scan-result.schema.ts';
import { useCollectionWrites } from '#web/lib/collection-writes.tsx';
import { type AddOptions, toUserProductInput } from '../lib/to-user-product.ts';

export type AddScannedItem = (match: ScanMatch, options: AddOptions) => Promise<void>;

export type ScanAdds = {
  /** Adds one match; true when it was added (a toast says how it went either way). */
  addOne: (match: ScanMatch, options: AddOptions) => Promise<boolean>;
  /** Adds every match with the default options in one bulk call. */
  addAll: (matches: ScanMatch[]) => Promise<boolean>;
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
      try {
        await writes.addItem(toUserProductInput(match, options));
      } catch {
        return false;
      }
      toast.success(`Added ${match.database.product_name} to your collection`);
      return true;
    },
    async addAll(matches) {
      try {
        const created = await writes.addItems(matches.map((match) => toUserProductInput(match)));
        toast.success(`Added ${plural(created.length)} to your collection`);
        return true;
      } catch {
        return false;
      }
    },
  };
}
