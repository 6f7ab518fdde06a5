import { getRouteApi } from '@tanstack/react-router';
import { EbayResult } from '../../features/ebay/components/ebay-result.tsx';

const route = getRouteApi('/ebay/success');

/** /ebay/success (spec section 2): the outcome of connecting eBay. */
export function EbaySuccessPage() {
  const search = route.useSearch();
  return <EbayResult status={search.status} reason={search.reason} />;
}
