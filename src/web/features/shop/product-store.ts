import type { ShopProduct } from '#core/shop/product.schema.ts';

/** The product store of spec section 3: map by id, id list, current product, total, flags. */
export type ProductStore = {
  byId: Record<string, ShopProduct>;
  ids: number[];
  current: ShopProduct | null;
  total: number;
  loading: boolean;
  error: string | null;
};

export const EMPTY_PRODUCT_STORE: ProductStore = {
  byId: {},
  ids: [],
  current: null,
  total: 0,
  loading: false,
  error: null,
};

export type ProductAction =
  | { type: 'listLoading' }
  | { type: 'listLoaded'; products: ShopProduct[]; total: number }
  | { type: 'productLoading' }
  | { type: 'productLoaded'; product: ShopProduct }
  | { type: 'failed'; error: string };

export function productReducer(state: ProductStore, action: ProductAction): ProductStore {
  switch (action.type) {
    case 'listLoading':
    case 'productLoading':
      return { ...state, loading: true, error: null };
    case 'listLoaded':
      return {
        ...state,
        byId: {
          ...state.byId,
          ...Object.fromEntries(action.products.map((product) => [String(product.id), product])),
        },
        ids: action.products.map((product) => product.id),
        total: action.total,
        loading: false,
        error: null,
      };
    case 'productLoaded':
      return {
        ...state,
        byId: { ...state.byId, [String(action.product.id)]: action.product },
        current: action.product,
        loading: false,
        error: null,
      };
    case 'failed':
      return { ...state, loading: false, error: action.error };
  }
}
