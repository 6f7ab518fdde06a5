import { useState } from 'react';
import {
  LABEL_STATUSES,
  SELL_REQUEST_STATUSES,
  type SellRequest,
  type SellRequestStatus,
  STATUS_TEXT,
} from '#core/sell-requests/sell-request.schema.ts';
import { formatCents } from '#core/shop/money.ts';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { useAllSellRequests } from '../api/get-all-sell-requests.ts';
import { useMakeOffer } from '../api/make-offer.ts';
import { useSetSellRequestStatus } from '../api/set-sell-request-status.ts';
import { LabelButton } from './label-button.tsx';
import './sell-requests.css';

const OFFERABLE: readonly SellRequestStatus[] = ['submitted', 'offered', 'declined'];

function AdminRequest({ request }: { request: SellRequest }) {
  const offer = useMakeOffer(request.id);
  const status = useSetSellRequestStatus(request.id);
  const [prices, setPrices] = useState<Record<number, string>>(() =>
    Object.fromEntries(
      request.items.map((item) => [
        item.id,
        ((item.offerCents ?? item.askingCents) / 100).toFixed(2),
      ]),
    ),
  );
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(await readErrorMessage(caught, 'The change failed'));
    }
  };
  const sendOffer = () =>
    run(() =>
      offer.mutateAsync(
        request.items.map((item) => ({
          itemId: item.id,
          offerCents: Math.round(Number(prices[item.id]) * 100),
        })),
      ),
    );
  const canOffer = OFFERABLE.includes(request.status);
  return (
    <article className="sell-card" data-testid={`admin-sell-request-${request.id}`}>
      <header className="sell-card__head">
        <strong>{request.number}</strong>
        <span>{request.userEmail}</span>
        <span className={`sell-status sell-status--${request.status}`}>
          {STATUS_TEXT[request.status]}
        </span>
      </header>
      <table className="sell-items">
        <tbody>
          {request.items.map((item) => (
            <tr key={item.id}>
              <td>{item.productName}</td>
              <td>{item.condition}</td>
              <td>asks {formatCents(item.askingCents)}</td>
              <td>
                {canOffer ? (
                  <input
                    aria-label={`Offer for ${item.productName} in ${request.number}`}
                    type="number"
                    step="0.01"
                    min="0.01"
                    value={prices[item.id] ?? ''}
                    onChange={(e) => setPrices({ ...prices, [item.id]: e.target.value })}
                  />
                ) : item.offerCents === null ? (
                  '–'
                ) : (
                  `offer ${formatCents(item.offerCents)}`
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="sell-card__actions">
        {canOffer ? (
          <button type="button" className="button" onClick={() => void sendOffer()}>
            {request.status === 'submitted' ? 'Send offer' : 'Send new offer'}
          </button>
        ) : null}
        {request.status === 'accepted' ? (
          <button
            type="button"
            className="button"
            onClick={() => void run(() => status.mutateAsync('received'))}
          >
            Mark received
          </button>
        ) : null}
        {LABEL_STATUSES.includes(request.status) ? (
          <LabelButton id={request.id} number={request.number} />
        ) : null}
        {request.status === 'received' ? (
          <button
            type="button"
            className="button"
            onClick={() => void run(() => status.mutateAsync('paid'))}
          >
            Mark paid
          </button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </article>
  );
}

/** Every user's sell requests, by status, with offers and status moves. */
export function AdminSellRequests() {
  const [filter, setFilter] = useState<SellRequestStatus | ''>('');
  const requests = useAllSellRequests(filter || undefined);
  return (
    <div>
      <label>
        Status{' '}
        <select
          value={filter}
          onChange={(e) => setFilter(e.target.value as SellRequestStatus | '')}
        >
          <option value="">All</option>
          {SELL_REQUEST_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_TEXT[value]}
            </option>
          ))}
        </select>
      </label>
      {requests.isError ? (
        <p role="alert" className="field-error">
          Sell requests could not be loaded.
        </p>
      ) : null}
      {requests.data?.length === 0 ? <p className="sell-muted">No sell requests.</p> : null}
      {requests.data?.map((request) => (
        <AdminRequest key={`${request.id}-${request.updatedAt}`} request={request} />
      ))}
    </div>
  );
}
