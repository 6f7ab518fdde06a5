import type {
  Binder,
  CollectionValues,
  GradedPriceRecord,
  PortfolioSnapshotWire,
  PriceHistory,
  SpecificValue,
  UserProduct,
  UserProductInput,
  UserProductUpdate,
} from '#core/collection/user-product.schema.ts';
import { request as defaultRequest } from '../../../lib/api-client.ts';
import { getServerMessage, sleep, toApiError } from './api-errors.ts';
import {
  pickVerificationSample,
  type RequestFn,
  VERIFY_MESSAGES,
  verifyCreated,
  type WaitFn,
} from './verify-created.ts';

const USER_CARDS = '/api/iOSUserCards';
const VALUES = '/api/iOSTCGProductValues';
const BINDERS = '/api/binders';

export const COLLECTION_MESSAGES = {
  fetchFailed: 'Failed to fetch user products',
  createFailed: 'Failed to create user product',
  missingId: 'Backend returned invalid data - missing item ID',
  bulkFailed: 'Failed to create user products',
  bulkEmpty: 'Invalid bulk creation response - no cards returned',
  updateFailed: 'Failed to update user product',
  deleteFailed: (status: number) => `Failed to delete user product (Status: ${status})`,
} as const;

export type CollectionApiDeps = { request: RequestFn; wait?: WaitFn };

function hasNumericId(value: unknown): value is { id: number } {
  return typeof (value as { id?: unknown } | null)?.id === 'number';
}

/** A list sent bare or wrapped (`{ cards: [...] }`, `{ items: [...] }`). */
function asList<T>(body: unknown, key: string): T[] {
  if (Array.isArray(body)) {
    return body as T[];
  }
  const record = (body ?? {}) as Record<string, unknown>;
  const list = record[key] ?? record.items;
  return Array.isArray(list) ? (list as T[]) : [];
}

/**
 * The collection calls of spec section 7 with the error texts of section 8. `request` is the
 * spec's wrapper (throws the raw Response on status >= 400); `wait` is injectable for tests.
 */
export function createCollectionApi({ request: rawRequest, wait = sleep }: CollectionApiDeps) {
  // The wrapper hands back a CSRF retry's response whatever its status: treat it like the rest.
  const request: RequestFn = async (path, options) => {
    const response = await rawRequest(path, options);
    if (!response.ok) {
      throw response;
    }
    return response;
  };

  async function getJson<T>(path: string, fallback: string): Promise<T> {
    try {
      return (await (await request(path)).json()) as T;
    } catch (error) {
      throw await toApiError(error, fallback);
    }
  }

  async function sendJson<T>(path: string, method: string, body: unknown, fallback: string) {
    try {
      return (await (await request(path, { method, body })).json()) as T;
    } catch (error) {
      throw await toApiError(error, fallback);
    }
  }

  async function sendEmpty(path: string, method: string, body: unknown, fallback: string) {
    try {
      await request(path, { method, body });
    } catch (error) {
      throw await toApiError(error, fallback);
    }
  }

  return {
    fetchUserProducts: async (): Promise<UserProduct[]> =>
      asList(await getJson(`${USER_CARDS}/`, COLLECTION_MESSAGES.fetchFailed), 'cards'),

    async createUserProduct(input: UserProductInput): Promise<UserProduct> {
      const created = await sendJson<unknown>(
        `${USER_CARDS}/`,
        'POST',
        input,
        COLLECTION_MESSAGES.createFailed,
      );
      if (!hasNumericId(created)) {
        throw new Error(COLLECTION_MESSAGES.missingId);
      }
      await verifyCreated({ request, wait }, [created.id], VERIFY_MESSAGES.one);
      return created as UserProduct;
    },

    async bulkCreateUserProducts(inputs: UserProductInput[]): Promise<UserProduct[]> {
      const body = await sendJson<{ cards?: unknown }>(
        `${USER_CARDS}/bulk`,
        'POST',
        { products: inputs },
        COLLECTION_MESSAGES.bulkFailed,
      );
      const cards = Array.isArray(body?.cards) ? body.cards : [];
      if (cards.length === 0 || !cards.every(hasNumericId)) {
        throw new Error(COLLECTION_MESSAGES.bulkEmpty);
      }
      const ids = pickVerificationSample(cards.map((card) => card.id));
      await verifyCreated({ request, wait }, ids, VERIFY_MESSAGES.many);
      return cards as UserProduct[];
    },

    updateUserProduct: (id: number, patch: UserProductUpdate) =>
      sendJson<UserProduct>(`${USER_CARDS}/${id}`, 'PUT', patch, COLLECTION_MESSAGES.updateFailed),

    async deleteUserProduct(id: number): Promise<void> {
      try {
        await request(`${USER_CARDS}/${id}`, { method: 'DELETE' });
      } catch (error) {
        if (error instanceof Response) {
          const message = await getServerMessage(error);
          throw new Error(message ?? COLLECTION_MESSAGES.deleteFailed(error.status));
        }
        throw error instanceof Error ? error : new Error(String(error));
      }
    },

    fetchCollectionValues: () =>
      getJson<CollectionValues>(`${VALUES}/collection-values`, 'Failed to fetch collection values'),

    async fetchSpecificValues(ids: readonly number[]): Promise<SpecificValue[]> {
      if (ids.length === 0) {
        return [];
      }
      const query = encodeURIComponent(ids.join(','));
      return getJson(`${VALUES}/specific-values?userProductIds=${query}`, 'Failed to fetch values');
    },

    async fetchGradedValues(apiIds: readonly string[]): Promise<GradedPriceRecord[]> {
      if (apiIds.length === 0) {
        return [];
      }
      const query = encodeURIComponent(apiIds.join(','));
      return getJson(`${VALUES}/graded-values?apiIds=${query}`, 'Failed to fetch graded values');
    },

    fetchPortfolioSnapshots(binderId?: number | null): Promise<PortfolioSnapshotWire[]> {
      const query = binderId ? `?binderId=${binderId}` : '';
      return getJson(`${USER_CARDS}/portfolio/snapshots${query}`, 'Failed to fetch portfolio');
    },

    fetchPriceHistory(productId: string, variant?: string | null): Promise<PriceHistory> {
      const query = variant ? `?variant=${encodeURIComponent(variant)}` : '';
      const path = `/api/tcgproducts/${encodeURIComponent(productId)}/price-history${query}`;
      return getJson(path, 'Failed to fetch price history');
    },

    fetchBinders: async (): Promise<Binder[]> =>
      asList(await getJson(BINDERS, 'Failed to fetch binders'), 'binders'),

    createBinder: (name: string) =>
      sendJson<Binder>(BINDERS, 'POST', { name }, 'Failed to create binder'),

    renameBinder: (id: number, name: string) =>
      sendJson<Binder>(`${BINDERS}/${id}`, 'PUT', { name }, 'Failed to rename binder'),

    deleteBinder: (id: number) =>
      sendEmpty(`${BINDERS}/${id}`, 'DELETE', undefined, 'Failed to delete binder'),

    moveItemsToBinder: (userProductIds: readonly number[], binderId: number | null) =>
      sendEmpty(
        `${BINDERS}/move-items`,
        'POST',
        { userProductIds, binder_id: binderId },
        'Failed to move items',
      ),
  };
}

export type CollectionApi = ReturnType<typeof createCollectionApi>;

const api = createCollectionApi({ request: defaultRequest });

export const {
  fetchUserProducts,
  createUserProduct,
  bulkCreateUserProducts,
  updateUserProduct,
  deleteUserProduct,
  fetchCollectionValues,
  fetchSpecificValues,
  fetchGradedValues,
  fetchPortfolioSnapshots,
  fetchPriceHistory,
  fetchBinders,
  createBinder,
  renameBinder,
  deleteBinder,
  moveItemsToBinder,
} = api;
