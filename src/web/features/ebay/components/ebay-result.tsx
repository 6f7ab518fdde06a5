import { Link } from '@tanstack/react-router';
import { EBAY_ERROR_TEXT, type EbayResultSearch } from '#core/ebay/ebay.schema.ts';
import './ebay.css';

/** /ebay/success: where the OAuth callback lands, with a clear success or error state. */
export function EbayResult({ status, reason }: EbayResultSearch) {
  if (status === 'connected') {
    return (
      <section className="ebay-result ebay-result--ok" role="status">
        <h1>eBay connected</h1>
        <p>Your eBay account is connected. You can now list cards from your collection.</p>
        <Link to="/profile" className="button">
          Back to your profile
        </Link>
      </section>
    );
  }
  const text = (reason && EBAY_ERROR_TEXT[reason]) || 'Connecting eBay failed. Please try again.';
  return (
    <section className="ebay-result ebay-result--error" role="alert">
      <h1>eBay could not be connected</h1>
      <p>{text}</p>
      <Link to="/profile" className="button">
        Back to your profile
      </Link>
    </section>
  );
}
