import { EbaySection } from '../../features/ebay/components/ebay-section.tsx';
import { MySellRequestsSection } from '../../features/sell-requests/components/my-sell-requests.tsx';

/** Selling from the collection: sell requests to the shop and eBay listing (issue 18). */
export function SellerSections() {
  return (
    <>
      <MySellRequestsSection />
      <EbaySection />
    </>
  );
}
