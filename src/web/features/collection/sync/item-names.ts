import type { QueryClient } from '@tanstack/react-query';
import type { UserProduct } from '#core/collection/user-product.schema.ts';
import { collectionKeys } from '../hooks/collection-keys.ts';

/**
 * Names and versions of the user's items as this tab last saw them. Remembered beyond the
 * cache: a delete takes its item out of the cache before the request is sent.
 */
export function createItemMemory(client: QueryClient, userId: () => number | null) {
  const names = new Map<number, string>();
  const items = () =>
    client.getQueryData<UserProduct[]>(collectionKeys.userProducts(userId())) ?? [];
  const remember = () => {
    for (const item of items()) {
      names.set(item.id, item.product_name);
    }
  };
  return {
    remember,
    nameOf(id: number): string | undefined {
      const cached = items().find((item) => item.id === id);
      return cached?.product_name ?? names.get(id);
    },
    itemOf(id: number): Record<string, unknown> | undefined {
      return items().find((item) => item.id === id);
    },
    versionOf(id: number): string | undefined {
      return items().find((item) => item.id === id)?.updated_at;
    },
    /** The latest change among the items, as the time the collection was last saved. */
    lastChangedAt(): number | null {
      let latest: number | null = null;
      for (const item of items()) {
        const at = Date.parse(item.updated_at);
        latest = latest === null || at > latest ? at : latest;
      }
      return latest;
    },
  };
}
