import type { Condition, UserProductInput } from '#core/collection/user-product.schema.ts';
import type { ScanMatch } from '#core/scan/scan-result.schema.ts';

export type AddOptions = { variant: string; condition: Condition; quantity: number };

export const DEFAULT_ADD_OPTIONS: AddOptions = { variant: 'normal', condition: 'NM', quantity: 1 };

/** The collection item for a scanned match (sealed products have no printings: 'normal'). */
export function toUserProductInput(
  match: ScanMatch,
  options = DEFAULT_ADD_OPTIONS,
): UserProductInput {
  return {
    product_id: match.database.product_id,
    product_name: match.database.product_name,
    product_type: match.product_type,
    variant: match.product_type === 'card' ? options.variant : 'normal',
    condition: options.condition,
    quantity: options.quantity,
  };
}
