import { useState } from 'react';
import { formatCents } from '#core/shop/money.ts';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { itemLabel, useMyCollectionItems } from '../../../lib/my-collection-items.ts';
import { startEbayConnect } from '../api/connect-ebay.ts';
import { useCreateEbayDraft } from '../api/create-ebay-draft.ts';
import { useDisconnectEbay } from '../api/disconnect-ebay.ts';
import { useEbayDrafts } from '../api/get-ebay-drafts.ts';
import { useEbayStatus } from '../api/get-ebay-status.ts';
import './ebay.css';

function ListOnEbay() {
  const collection = useMyCollectionItems();
  const drafts = useEbayDrafts(true);
  const create = useCreateEbayDraft();
  const [pick, setPick] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const list = async () => {
    setMessage(null);
    try {
      const draft = await create.mutateAsync(Number(pick));
      const price =
        draft.priceCents === null ? 'no price suggestion' : formatCents(draft.priceCents);
      setMessage({ ok: true, text: `Draft listing created on eBay: ${draft.title} (${price}).` });
    } catch (error) {
      const text = await readErrorMessage(error, 'Please try again.');
      setMessage({ ok: false, text: `The eBay listing could not be created: ${text}` });
    }
  };
  const items = (collection.data ?? []).filter((item) => !item.wishlist);
  return (
    <div className="ebay-list">
      <div className="ebay-row">
        <select
          aria-label="Collection item to list"
          value={pick}
          onChange={(e) => setPick(e.target.value)}
        >
          <option value="">Choose a card from your collection…</option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {itemLabel(item)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button"
          disabled={!pick || create.isPending}
          onClick={() => void list()}
        >
          {create.isPending ? 'Listing…' : 'List on eBay'}
        </button>
      </div>
      {message ? (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={message.ok ? 'ebay-ok' : 'field-error'}
        >
          {message.text}
        </p>
      ) : null}
      {drafts.data?.length ? (
        <ul className="ebay-drafts" aria-label="eBay drafts">
          {drafts.data.map((draft) => (
            <li key={draft.id}>
              {draft.title} ·{' '}
              {draft.priceCents === null ? 'no price' : formatCents(draft.priceCents)}
              {draft.sellFlowUrl ? (
                <>
                  {' '}
                  · <a href={draft.sellFlowUrl}>finish on eBay</a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The /profile section: connect or disconnect eBay, and list collection items as drafts. */
export function EbaySection() {
  const status = useEbayStatus();
  const disconnect = useDisconnectEbay();
  const [error, setError] = useState<string | null>(null);
  const connect = async () => {
    setError(null);
    try {
      window.location.assign(await startEbayConnect());
    } catch (caught) {
      setError(await readErrorMessage(caught, 'eBay could not be reached. Please try again.'));
    }
  };
  if (!status.data) {
    return null;
  }
  return (
    <section className="ebay-section" aria-labelledby="ebay-title">
      <h2 id="ebay-title">eBay</h2>
      {!status.data.configured ? (
        <p className="ebay-muted">eBay listing is not available on this server.</p>
      ) : status.data.connected ? (
        <>
          <p className="ebay-row">
            <span data-testid="ebay-connected">Your eBay account is connected.</span>
            <button type="button" className="link-button" onClick={() => disconnect.mutate()}>
              Disconnect eBay
            </button>
          </p>
          <ListOnEbay />
        </>
      ) : (
        <p className="ebay-row">
          <span>Connect your eBay account to list cards from your collection.</span>
          <button type="button" className="button" onClick={() => void connect()}>
            Connect eBay
          </button>
        </p>
      )}
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
