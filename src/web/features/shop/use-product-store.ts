import { useEffect, useReducer } from 'react';
import { fetchProducts, type ProductListParams } from '../../lib/shop/get-products.ts';
import { fetchProduct } from './api/get-product.ts';
import { EMPTY_PRODUCT_STORE, productReducer } from './product-store.ts';

/** Loads a page of products into the product store ('Failed to fetch products' on error). */
export function useProductList(params: ProductListParams) {
  const [state, dispatch] = useReducer(productReducer, EMPTY_PRODUCT_STORE);
  const key = JSON.stringify(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: params are compared by value (key)
  useEffect(() => {
    let live = true;
    dispatch({ type: 'listLoading' });
    fetchProducts(params).then(
      (list) =>
        live && dispatch({ type: 'listLoaded', products: list.products, total: list.total }),
      (error: Error) => live && dispatch({ type: 'failed', error: error.message }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}

/** Loads one product as the current product ('Failed to fetch product' on error). */
export function useProduct(id: number) {
  const [state, dispatch] = useReducer(productReducer, EMPTY_PRODUCT_STORE);
  useEffect(() => {
    let live = true;
    dispatch({ type: 'productLoading' });
    fetchProduct(id).then(
      (product) => live && dispatch({ type: 'productLoaded', product }),
      (error: Error) => live && dispatch({ type: 'failed', error: error.message }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return state;
}
