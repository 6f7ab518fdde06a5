import { toast } from 'react-toastify';
import type { ScanMatch } from '#core/scan/scan-result.schema.ts';
import {
  useBulkCreateUserProducts,
  useCreateUserProduct,
} from '../../collection/hooks/use-user-products.ts';
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
  const create = useCreateUserProduct();
  const bulkCreate = useBulkCreateUserProducts();

  return {
    isAdding: create.isPending || bulkCreate.isPending,
    async addOne(match, options) {
      try {
        await create.mutateAsync(toUserProductInput(match, options));
      } catch {
        return false;
      }
      toast.success(`Added ${match.database.product_name} to your collection`);
      return true;
    },
    async addAll(matches) {
      try {
        const created = await bulkCreate.mutateAsync(
          matches.map((match) => toUserProductInput(match)),
        );
        toast.success(`Added ${plural(created.length)} to your collection`);
        return true;
      } catch {
        return false;
      }
    },
  };
}
